#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilder
import LayoutEngine

/// What one `layoutd lint` run reads before its first file: the configuration, the files,
/// the devices and text variants, the asset catalogs and the baseline, each refused with
/// a line that says what to fix.
struct LintInputs {
    var directory: WorkingDirectory
    var config: LintConfigFile
    /// The files to lint, as found below the arguments and admitted by the configuration,
    /// by their keys (`WorkingDirectory.key`).
    var paths: [String]
    var devices: [DeviceChoice]
    var variants: [TextVariant]
    var assets: AssetCatalog?
    /// The findings `--baseline` accepts; nil without one.
    var baseline: LintBaseline?

    /// - Throws: `CommandFailure` (exit 2) for a configuration, device list, content size or
    ///   baseline that cannot be read or used, or no file to lint. A missing asset catalog
    ///   is only a warning on `report`.
    init(_ command: LintCommand, in directory: WorkingDirectory, report: inout CommandReport) throws(CommandFailure) {
        self.directory = directory
        var config = try Self.configuration(command.config, in: directory)
        // Compared with the files' keys, so an absolute path under the working directory
        // matches a relative one.
        config.excluded = config.excluded.map(directory.key)
        config.included = config.included.map(directory.key)
        self.config = config
        paths = LintPaths.expand(command.paths, in: directory).filter { $0 == "-" || config.admits($0) }
        guard !paths.isEmpty else {
            throw CommandFailure("layoutd lint: no .storyboard or .xib file to lint in \(command.paths.joined(separator: ", "))")
        }
        do throws(LintOptionError) {
            devices = try Linter.parseDevices(command.devices ?? config.devices ?? "")
        } catch {
            throw CommandFailure("layoutd lint: --devices: \(error.detail)")
        }
        variants = command.pseudoLocalize ? [.pseudoLocalized] : []
        do throws(LintOptionError) {
            variants += try TextVariant.contentSizes(command.contentSizes ?? config.contentSizes ?? "")
        } catch {
            throw CommandFailure("layoutd lint: --content-size: \(error.detail)")
        }
        let enabled = config.rules.enabledRules
        if enabled.contains(.imageResource) || enabled.contains(.colorResource) {
            assets = LintPaths.assetCatalog(command.paths, in: directory)
            if assets == nil {
                report.warn("layoutd lint: image-resource and color-resource look names up in the .xcassets of the folders linted, and there is none in \(command.paths.joined(separator: ", "))")
            }
        }
        baseline = try command.baseline.map { path throws(CommandFailure) in try Self.baseline(path, in: directory) }
    }

    /// The configuration of `path`, of `.layoutd-lint.yml` when there is one, or the defaults.
    private static func configuration(_ path: String?, in directory: WorkingDirectory) throws(CommandFailure) -> LintConfigFile {
        let file = path ?? LintConfigFile.defaultName
        if path == nil && access(directory.opening(file), F_OK) != 0 { return LintConfigFile() }
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(directory.opening(file))
        } catch {
            throw CommandFailure("layoutd lint: --config: \(error.message)")
        }
        do throws(LintConfigFile.Error) {
            return try LintConfigFile.parse(bytes)
        } catch {
            // As compilers print an error, so editors jump to it.
            throw CommandFailure("\(file):\(error.line):\(error.column): error: \(error.message)")
        }
    }

    private static func baseline(_ path: String, in directory: WorkingDirectory) throws(CommandFailure) -> LintBaseline {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(directory.opening(path))
        } catch {
            throw CommandFailure("layoutd lint: --baseline: \(error.message)")
        }
        do throws(LintBaseline.FormatError) {
            return try LintBaseline.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw CommandFailure("layoutd lint: \(path):\(error.line): \(error.message)")
        }
    }
}
