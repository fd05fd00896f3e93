/// Why the fonts could not be loaded: a server refuses to start on it, so the message names
/// the path and what to do about it, for the person who configured the server.
package struct FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for code that reacts to one kind (the command line's exit status,
    /// the tests).
    package enum Kind: Sendable, Equatable {
        /// A font directory given does not exist, is not a directory or cannot be listed.
        case noSuchDirectory
        /// A font file found cannot be opened or read.
        case unreadableFile
        /// A file named like a font holds no face HarfBuzz can read.
        case notAFont
        /// Inter, the system font's stand-in, is missing (and no San Francisco was given).
        case standInMissing
    }

    package var kind: Kind
    /// The directory or file concerned.
    package var path: String
    /// The whole sentence, path included.
    package var message: String

    package init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    package var description: String { message }
}

extension FontError {
    static func noSuchDirectory(_ path: String, reason: String) -> FontError {
        FontError(.noSuchDirectory, path: path, message: "font directory \(path) \(reason)")
    }

    static func unreadable(_ path: String, reason: String) -> FontError {
        FontError(.unreadableFile, path: path, message: "font file \(path) cannot be read: \(reason)")
    }

    static func notAFont(_ path: String) -> FontError {
        FontError(.notAFont, path: path,
                  message: "\(path) is not a font HarfBuzz can read (no TrueType or OpenType face in it); remove it or fix it")
    }

    static func standInMissing(directory: String, file: String) -> FontError {
        FontError(.standInMissing, path: directory,
                  message: "the system font's stand-in Inter is not installed in \(directory) (Debian: apt-get install fonts-inter); \(file) is missing")
    }
}
