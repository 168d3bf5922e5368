// maskc: the command-line face of the mask toolchain. Argument handling and I/O only; the
// work is done by MaskCompiler and MaskVM.

SystemCalls.ignoreBrokenPipeSignal()
SystemCalls.terminate(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), terminal: Terminal()))
