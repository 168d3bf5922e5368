/// What `maskc-bench --help` prints: the suites' options and the untimed `--profile-*`
/// loops that callgrind counts (`valgrind --tool=callgrind --toggle-collect='*ProfileLoop*'`).
let usage = """
    usage: maskc-bench [--quick] [--json] [--only SUITE,...]
           maskc-bench --profile-LOOP ARGUMENTS...

    suites: memory, compile, match, scaling, bulk, editing, trials, format, sets, presets, phone
             (phone: issue 20, against libphonenumber's C++ library and Python port where installed)
      --quick            seconds, for CI smoke (3 short rounds; noisy on a loaded machine)
      --json             machine-readable
      --only a,b         only the suites named

    untimed loops, for callgrind:
      --profile-match [N] PATTERN|MASK SAMPLE|valid|partial|illegal [strict|optimistic]
                         match N times (100,000 unless given); MASK names a match-suite mask
                         (phone, card, date, iban, ranged-date, ipv4, mac, variable-card)
      --profile-compile N [PATTERN]      compile N times
      --profile-load N [PATTERN]         load the compiled bytecode N times
      --profile-read N                   optimistic match, transform, extract N times
      --profile-transform N [SAMPLE [typed|inserted [PATTERN]]]    transform with the editing suite's mask (or PATTERN)
      --profile-keystroke N [TEXT KEY [typed|inserted [PATTERN]]]  one keystroke at the end of TEXT
      --profile-set N                    compile the 12-mask phone set
      --profile-set-match [N] set|alone  match the 12 phone samples against the set or the +7 mask
      --profile-set-count [N] set|alone  count the set suite's 100k phone lines N times, timed
      --profile-set-transform N cards|phones|twelve[alone] INPUT  transform with a set
      --profile-set-keystroke N set|alone                  a keystroke in a set editor
      --profile-keep N                   make the 12 phone masks' keep automata N times, print their sizes
      --profile-set-first-keystroke N set|alone            compile, then an empty editor and its first key
                         (count with --toggle-collect='*firstKeystroke*': the compile left out)
      --profile-preset [N] NAME [TEXT [exact|value]]   a preset's whole check (check --preset NAME) on TEXT, N times
      --profile-phone [N] NAME TEXT      a phone preset formats TEXT (transform --preset NAME), N times
      --profile-phone-keystroke [N] TEXT KEY  one key at the end of a PhoneNumberEditor holding TEXT
      --profile-phone-typing [N] TEXT    + and TEXT's digits typed key by key into a fresh PhoneNumberEditor
      --profile-phone-suite [N] transform|check|typing  the phone suite's numbers, N passes after a warm-up one
                         (count with --toggle-collect='*phoneSuiteMeasured*')
      --profile-preset-compile N NAME    compile a preset's masks N times
      --profile-preset-compile-check N NAME  compile its masks and make its trials from source N times
      --profile-preset-load N NAME       load its file, program and trials (MaskCheck(bytecode:)), N times
      --profile-preset-program-load N NAME  load the file's program alone (MaskProgram(bytecode:)), N times
      --profile-first-optimistic N [PATTERN]  compile, then one optimistic match, N times
      --profile-set-first-optimistic N        the same with the 12-mask phone set
      --time-file-transform FILE ROUNDS CALLS SAMPLE...  transform with a bytecode file (MaskProgram(bytecode:)),
                         timed: each SAMPLE's median nanoseconds a call over ROUNDS rounds of CALLS (Runtimes/js/bench.mjs)
    """
