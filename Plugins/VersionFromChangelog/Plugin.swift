import PackagePlugin

/// otc's version is written in one place, the latest entry of `debian/changelog`, where
/// `make deb` (dpkg-parsechangelog) reads it too. This plugin hands it to the otc target
/// as `otcVersion`, through the `otc-version` tool, before each build that needs it.
@main
struct VersionFromChangelog: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let changelog = context.package.directoryURL.appending(path: "debian/changelog")
    let output = context.pluginWorkDirectoryURL.appending(path: "Version.swift")
    return [
      .buildCommand(
        displayName: "Reading otc's version from debian/changelog",
        executable: try context.tool(named: "otc-version").url,
        arguments: [changelog.path, output.path],
        inputFiles: [changelog],
        outputFiles: [output])
    ]
  }
}
