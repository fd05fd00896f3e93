/// The top-level openapi.yaml, embedded at build time so the binary serves exactly the
/// contract it was built with.
package enum OpenAPIDocument {
    /// openapi.yaml's bytes as built in, served at `GET /openapi.yaml`.
    package static var bytes: [UInt8] { PackageResources.openapi_yaml }
}
