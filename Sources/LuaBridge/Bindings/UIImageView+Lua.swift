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
            image.function("resizableImageWithCapInsetsResizingMode") { (image: UIImage, args) in
                image.resizableImage(withCapInsets: try args[2], resizingMode: try args[3])
            }
            image.function("resizableImageWithCapInsets") { (image: UIImage, args) in
                image.resizableImage(withCapInsets: try args[2])
            }
            image.classFunction("systemImageNamed") { args in UIImage(systemName: try args[2]) }
            image.classFunction("systemImageNamedWithConfiguration") { args in
                UIImage(systemName: try args[2], withConfiguration: try args[3])
            }
            image.classFunction("systemImageNamedCompatibleWithTraitCollection") { args in
                UIImage(systemName: try args[2], compatibleWith: try args[3])
            }
            image.function("imageWithConfiguration") { (image: UIImage, args) in
                image.withConfiguration(try args[2] as UIImage.Configuration)
            }
            image.function("imageByApplyingSymbolConfiguration") { (image: UIImage, args) in
                image.applyingSymbolConfiguration(try args[2])
            }
            image.function("imageWithRenderingMode") { (image: UIImage, args) in image.withRenderingMode(try args[2]) }
            image.function("imageWithTintColor") { (image: UIImage, args) in image.withTintColor(try args[2]) }
            image.function("imageWithTintColorRenderingMode") { (image: UIImage, args) in
                image.withTintColor(try args[2], renderingMode: try args[3])
            }
        })

        registerNative(NativeClass(UIImage.Configuration.self) { configuration in
            configuration.function("configurationWithTraitCollection") { (configuration: UIImage.Configuration, args) in
                configuration.withTraitCollection(try args[2])
            }
            configuration.function("configurationByApplyingConfiguration") { (configuration: UIImage.Configuration, args) in
                configuration.applying(try args[2])
            }
        })

        typealias Symbol = UIImage.SymbolConfiguration
        registerNative(NativeClass(Symbol.self) { symbol in
            symbol.classProperty("unspecifiedConfiguration") { args in args.push(Symbol.unspecified) }
            symbol.classFunction("configurationWithPointSize") { args in Symbol(pointSize: try args[2]) }
            symbol.classFunction("configurationWithPointSizeWeight") { args in Symbol(pointSize: try args[2], weight: try args[3]) }
            symbol.classFunction("configurationWithPointSizeWeightScale") { args in
                Symbol(pointSize: try args[2], weight: try args[3], scale: try args[4])
            }
            symbol.classFunction("configurationWithTextStyle") { args in Symbol(textStyle: try args[2]) }
            symbol.classFunction("configurationWithTextStyleScale") { args in Symbol(textStyle: try args[2], scale: try args[3]) }
            symbol.classFunction("configurationWithWeight") { args in Symbol(weight: try args[2]) }
            symbol.classFunction("configurationWithScale") { args in Symbol(scale: try args[2]) }
            symbol.classFunction("configurationWithFont") { args in Symbol(font: try args[2]) }
            symbol.classFunction("configurationWithFontScale") { args in Symbol(font: try args[2], scale: try args[3]) }
            symbol.function("configurationWithoutPointSizeAndWeight") { (symbol: Symbol, _) in
                symbol.configurationWithoutPointSizeAndWeight()
            }
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
