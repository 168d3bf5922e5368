#!/usr/bin/env bash
# Drives `maskc edit` through a real pseudo-terminal: tmux runs it, send-keys types,
# capture-pane reads the screen. Checks typing, backspace over a literal, arrows and
# Delete, bracketed paste, Enter, Ctrl-C, SIGTERM, and that the terminal is restored.
#
# usage: Tests/pty/edit-session.sh [path/to/maskc]     (default: .build/debug/maskc)
set -euo pipefail
cd "$(dirname "$0")/../.."
MASKC="$(realpath "${1:-.build/debug/maskc}")"
[ -x "$MASKC" ] || { echo "edit-session: no maskc at $MASKC (build it first)" >&2; exit 2; }
command -v tmux >/dev/null || { echo "edit-session: tmux is not installed" >&2; exit 2; }

# One tmux server (socket) a session: starting a server on a socket whose old server is still
# shutting down races on a busy machine.
SOCKETS=()
SOCKET=""
WORK="$(mktemp -d)"
cleanup() {
    local socket
    for socket in "${SOCKETS[@]}"; do tmux -L "$socket" kill-server 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT
failures=0

# start NAME ARGS...: runs `maskc edit ARGS` in a fresh session; after it ends, the pane
# shows its standard output, EXIT=status, and the terminal's icanon/echo settings.
start() {
    local name="$1"; shift
    printf '%q ' "$MASKC" edit "$@" > "$WORK/args"
    cat > "$WORK/run-$name.sh" <<SCRIPT
sh -c 'echo \$\$ > "$WORK/pid-$name"; exec $(cat "$WORK/args")'
echo "EXIT=\$?"
stty -a | tr ' ;' '\n\n' | grep -x -E -- '-?(icanon|echo)' | tr '\n' ' '; echo
sleep 60
SCRIPT
    [ -n "$SOCKET" ] && { tmux -L "$SOCKET" kill-server 2>/dev/null || true; }
    SOCKET="maskc-pty-$$-$name"
    SOCKETS+=("$SOCKET")
    tmux -L "$SOCKET" new-session -d -x 100 -y 14 "bash $WORK/run-$name.sh"
    wait_for "$name" "maskc edit"
}

screen() { tmux -L "$SOCKET" capture-pane -p; }
cursor_x() { tmux -L "$SOCKET" display -p '#{cursor_x}'; }
keys() { tmux -L "$SOCKET" send-keys "$@"; }

# wait_for NAME TEXT: waits (up to 20 s: CI machines are busy) until the screen shows TEXT.
wait_for() {
    local name="$1" text="$2"
    for _ in $(seq 1 200); do
        if screen | grep -F -q -- "$text"; then return 0; fi
        sleep 0.1
    done
    echo "not ok - $name: screen never showed '$text'"; screen | sed 's/^/    | /'
    failures=$((failures + 1))
    return 1
}

# check NAME TEXT...: the screen shows every TEXT.
check() {
    local name="$1"; shift
    local text
    for text in "$@"; do wait_for "$name" "$text" || return 0; done
    echo "ok - $name"
}

# check_cursor NAME COLUMN: waits (up to 20 s) until the terminal's cursor is at COLUMN.
check_cursor() {
    local name="$1" expected="$2" actual=""
    for _ in $(seq 1 200); do
        actual="$(cursor_x)"
        if [ "$actual" = "$expected" ]; then echo "ok - $name (cursor at column $actual)"; return 0; fi
        sleep 0.1
    done
    echo "not ok - $name: cursor at column $actual, expected $expected"
    failures=$((failures + 1))
}

PHONE='+?7|8(DDD)DDD-DD-DD'

# 1. Typing digit by digit: literals appear eagerly, the cursor follows the last digit.
start typing -m "$PHONE"
for digit in 1 2 3; do keys "$digit"; done
check "typing 123 gives 7(123) with the placeholder after it" "  7(123)___-__-__" "value: 123  partial"
check_cursor "cursor after the eagerly inserted ')'" 8
for digit in 4 5 6 7 8 9 0; do keys "$digit"; done
check "typing ten digits gives the complete number" "  7(123)456-78-90" "value: 1234567890  complete"
check_cursor "cursor at the end" 17

# 2. Backspace over a literal deletes the digit before it.
keys Home
keys End
for _ in 1 2 3 4 5 6 7; do keys BSpace; done
check "backspace deletes digits, never sticks" "  7(123)___-__-__" "value: 123  partial"
keys BSpace
check "backspace over ')' deletes the 3 before it" "  7(12_)___-__-__" "value: 12  partial"
check_cursor "cursor moved left over the literal" 6

# 3. Arrows and Delete in the middle: the digits after shift and reformat.
keys 3 4 5 6 7 8 9 0
check "retyped" "  7(123)456-78-90"
for _ in 1 2 3 4 5 6 7 8 9 10; do keys Left; done
check_cursor "ten lefts from the end: before the ')'" 7
keys DC
check "Delete on the ')' deletes the digit after it and shifts the rest" "  7(123)567-89-0_" "value: 123567890  partial"
check_cursor "cursor stays" 7
keys 4
check "typing in the middle shifts the rest back" "  7(123)456-78-90" "value: 1234567890  complete"
check_cursor "cursor after the typed digit" 9

# 4. Enter prints the text, exits 0 for a complete text, and restores the terminal.
keys Enter
check "Enter prints the text and exits 0; the terminal is cooked again" "7(123)456-78-90" "EXIT=0" "icanon echo"

# 5. A bracketed paste of a number with its prefix and spaces.
start paste -m '+7(DDD)DDD-DD-DD'
tmux -L "$SOCKET" set-buffer -- '+7 (912) 345-67-89'
tmux -L "$SOCKET" paste-buffer -p
check "pasting '+7 (912) 345-67-89' formats it" "  +7(912)345-67-89" "value: 9123456789  complete"
keys C-a C-u   # control keys that mean nothing here change nothing
check "other control keys are ignored" "  +7(912)345-67-89"

# 6. Ctrl-C cancels: exit 1, nothing printed, terminal restored.
keys C-c
check "Ctrl-C cancels with exit 1 and restores the terminal" "EXIT=1" "icanon echo"

# 7. SIGTERM while editing: the handler restores the terminal.
start signal -m "$PHONE" --text 12
check "--text starts with the text formatted" "  7(12_)___-__-__"
kill -TERM "$(cat "$WORK/pid-signal")"
check "SIGTERM restores the terminal" "EXIT=143" "icanon echo"

if [ "$failures" -ne 0 ]; then
    echo "edit-session: $failures check(s) failed"
    exit 1
fi
echo "edit-session: all checks passed"
