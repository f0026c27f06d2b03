// Temporary: replaced by DisplayWidth.swift from the render branch.
extension String {
    var displayWidth: Int { unicodeScalars.reduce(0) { $0 + (($1.value >= 0x1100 && $1.value <= 0x115F) || ($1.value >= 0xAC00 && $1.value <= 0xD7A3) || $1.properties.isEmojiPresentation ? 2 : 1) } }
}
