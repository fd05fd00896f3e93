@testable import InterfaceBuilder

extension LintReport {
    /// The layouts of the scene whose top view is `id`, each device's; nil when no scene is.
    func layouts(ofScene id: String) -> [LintLayout]? {
        scenes.first { $0.id == id }?.layouts
    }
}
