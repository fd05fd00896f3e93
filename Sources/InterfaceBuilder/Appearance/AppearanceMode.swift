/// Which of a colour's two appearances pictures use: system and named colours differ in
/// dark mode (`--appearance dark`; light by default).
package enum AppearanceMode: String, Sendable, Equatable, CaseIterable {
    case light, dark
}
