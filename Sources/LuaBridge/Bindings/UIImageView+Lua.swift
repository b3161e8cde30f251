import Foundation
@_spi(Bridging) import ViewCore

/// `UIImage` (`UIImage:imageNamed("star")` from the script's folder,
/// `UIImage:imageWithContentsOfFile(path)`) and `UIImageView` (`UIImageView(image)`
/// or `UIImageView(frame)`). Their properties come from the class registry.
extension LuaRuntime {
    func registerImageClasses() {
        registerNative(NativeClass(UIImage.self) { image in
            image.construct = { _ in UIImage() }
            image.classFunction("imageNamed") { args in UIImage(named: try args[2]) }
            image.classFunction("imageWithContentsOfFile") { args in UIImage(contentsOfFile: try args[2]) }
            image.action("drawInRect") { (image: UIImage, args) in image.draw(in: try args[2]) }
            image.action("drawAtPoint") { (image: UIImage, args) in image.draw(at: try args[2]) }
        })

        registerNative(NativeClass(UIImageView.self) { imageView in
            imageView.construct = { args in
                if args.count == 0 { return UIImageView() }
                if let image = try? args.object(1, UIImage.self) { return UIImageView(image: image, highlightedImage: try args[2]) }
                return UIImageView(frame: try args[1])
            }
        })
    }
}
