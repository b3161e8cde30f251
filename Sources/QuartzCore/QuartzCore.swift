// `import QuartzCore` on Linux: ViewCore's layers (`CALayer`), for iOS code
// that imports Core Animation by that name.
@_exported import ViewCore
