/// What an import reads of how views look (render, diff; docs/interface-builder.md#appearance).
package struct AppearanceOptions: Sendable {
    /// Which appearance system and named colours take.
    package var mode: AppearanceMode
    /// The colour and image sets named colours and images come from.
    package var assets: AssetLibrary

    package init(mode: AppearanceMode = .light, assets: AssetLibrary = AssetLibrary()) {
        self.mode = mode
        self.assets = assets
    }
}
