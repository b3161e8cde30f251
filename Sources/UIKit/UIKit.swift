// `import UIKit` on Linux: ViewCore, UIKit's view and controller core, with
// Foundation, as UIKit brings Foundation in on iOS. iOS view code that imports
// UIKit builds against it unchanged where ViewCore has the API it uses.
@_exported import Foundation
@_exported import ViewCore
