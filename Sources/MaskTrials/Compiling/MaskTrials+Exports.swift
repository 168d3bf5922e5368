// `import MaskTrials` stays the one import for every trial: it brings the trials that need
// no compiler (MaskTrialsCore, which an app that ships bytecode links alone, without
// MaskCompiler) beside the two that compile a pattern when they are made, `Trial.mask(_:)`
// of a pattern and `Trial.format(_:)`.
@_exported import MaskTrialsCore
