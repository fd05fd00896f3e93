import Glibc
@testable import layoutd

/// Files the command tests read and write: the Interface Builder fixtures, and temporary
/// folders of their own.
enum TestFiles {
    /// A fixture of the InterfaceBuilder tests.
    static func fixture(_ name: String, file: String = #filePath) -> String {
        let dir = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return dir + "/InterfaceBuilderTests/Fixtures/" + name
    }

    /// An empty folder, the working directory of the lint runs that name none.
    static let neutralFolder = temporaryFolder("cwd")

    /// A new empty folder under /tmp, unique to this call.
    static func temporaryFolder(_ name: String) -> String {
        var template = Array("/tmp/layoutd-\(name)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
        guard let made else { preconditionFailure("mkdtemp failed") }
        return made
    }

    /// Writes `text` to `path`, making its folders.
    @discardableResult
    static func write(_ text: String, to path: String) -> String {
        var folders: [String] = []
        var dir = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        while !dir.isEmpty, access(dir, F_OK) != 0 {
            folders.append(dir)
            dir = String(dir[..<(dir.lastIndex(of: "/") ?? dir.startIndex)])
        }
        for folder in folders.reversed() { mkdir(folder, 0o755) }
        do {
            try OutputFile.write(Array(text.utf8), to: path)
        } catch {
            preconditionFailure(error.message)
        }
        return path
    }

    static func read(_ path: String) -> String {
        do {
            return String(decoding: try InputFile.read(path), as: UTF8.self)
        } catch {
            return "unreadable: \(error.message)"
        }
    }
}

/// Parses as main.swift does, without an environment unless given.
func parse(_ args: [String], env: [String: String] = [:]) throws(UsageError) -> any RunnableCommand {
    try CommandLineParser(environment: env, cores: 2).parse(args)
}

/// What main.swift would print and how it would exit for `args`, a usage error too. Lint
/// runs in `directory` (its relative paths are read there, and findings keyed against it),
/// by default an empty folder of the tests' own: the tests run side by side in one process,
/// so none may depend on, or change, the process's working directory.
func run(_ args: [String], env: [String: String] = [:], in directory: String = TestFiles.neutralFolder) -> CommandReport {
    do {
        let command = try parse(args, env: env)
        if var lint = command as? LintCommand {
            lint.workingDirectory = WorkingDirectory(directory)
            return lint.run()
        }
        return command.run()
    } catch {
        return CommandReport(stderr: [error.line], status: .badInput)
    }
}
