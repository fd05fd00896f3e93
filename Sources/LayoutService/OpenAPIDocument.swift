/// The top-level openapi.yaml, embedded at build time so the binary serves exactly the
/// contract it was built with.
public enum OpenAPIDocument {
    public static var bytes: [UInt8] { PackageResources.openapi_yaml }
}
