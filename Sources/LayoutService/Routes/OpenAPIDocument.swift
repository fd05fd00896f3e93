/// The top-level openapi.yaml, embedded at build time so the binary serves exactly the
/// contract it was built with.
public enum OpenAPIDocument {
    /// openapi.yaml's bytes as built in, served at `GET /openapi.yaml`.
    public static var bytes: [UInt8] { PackageResources.openapi_yaml }
}
