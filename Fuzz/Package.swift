// swift-tools-version: 6.0
// libFuzzer targets for maskc. Built and run by Fuzz/run.sh with
// `swift build --sanitize=fuzzer --sanitize=address`; not part of the main package.
import PackageDescription

let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "maskc-fuzz",
    // The main package's floor: the toolchain's Regex (`Trial.format`) needs macOS 13 / iOS 16.
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "maskc", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzCompile",
            dependencies: ["FuzzSupport", .product(name: "MaskCompiler", package: "maskc")],
            swiftSettings: fuzzerSettings),
        .executableTarget(
            name: "FuzzLoad",
            dependencies: ["FuzzSupport", .product(name: "MaskVM", package: "maskc"), .product(name: "MaskTrialsCore", package: "maskc")],
            swiftSettings: fuzzerSettings),
        .executableTarget(
            name: "FuzzPhon",
            dependencies: ["FuzzSupport", .product(name: "MaskTrialsCore", package: "maskc")],
            swiftSettings: fuzzerSettings),
        .executableTarget(
            name: "FuzzEdit",
            dependencies: ["FuzzSupport", .product(name: "MaskCompiler", package: "maskc")],
            swiftSettings: fuzzerSettings),
        .executableTarget(
            name: "FuzzMatch",
            dependencies: ["FuzzSupport", .product(name: "MaskCompiler", package: "maskc")],
            swiftSettings: fuzzerSettings),
        .executableTarget(
            name: "FuzzTables",
            dependencies: ["FuzzSupport", .product(name: "MaskTables", package: "maskc")],
            swiftSettings: fuzzerSettings),
    ]
)
