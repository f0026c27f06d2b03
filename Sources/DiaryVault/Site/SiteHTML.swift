/// HTML text for the pages of `vault site`: escaping, and the links between pages.
///
/// Every text that comes from an entry (titles, tags, front-matter values, bodies) goes through
/// ``escape(_:)`` before it is written, so a `<script>` in a title or a body is text on the page
/// (HTML Living Standard, 13.1.2.6 and 13.5: `&`, `<`, `>` in text; `"` and `'` as well in
/// attribute values, which are always double-quoted here).
enum SiteHTML {
    /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references; safe in text and
    /// in a double-quoted attribute value.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A site-relative path as a URL path: every byte of its UTF-8 outside RFC 3986's unreserved
    /// characters and `/` percent-encoded (`2026/11/2026-11-05-감기.html` →
    /// `2026/11/2026-11-05-%EA%B0%90%EA%B8%B0.html`), so that names with spaces, `#`, `?` or any
    /// script open from `file://` and from any host alike.
    static func percentEncoded(_ path: String) -> String {
        func isUnreserved(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                true
            default:
                false
            }
        }
        if path.utf8.allSatisfy(isUnreserved) { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The relative URL from one page to another site path: `../../tags/walk.html` from
    /// `2026/11/x.html`, `y.html` from a page in the same folder, `#2026-11-29` on the page itself; every link of the site is relative, so it works from `file://` and under
    /// any folder of a host.
    ///
    /// - Parameters:
    ///   - target: The site-relative path of the file linked to, as on disk: a `#` in it is part of a
    ///     file name (an entry `2026-11-02 a#b.md`) and is percent-encoded.
    ///   - fragment: The fragment (an element id, `2026-11-29`), written after a `#` as it is.
    ///   - page: The site-relative path of the page the link is on.
    static func href(_ target: String, fragment: String? = nil, from page: String) -> String {
        var target = target
        var page = page
        let fragment = fragment.map { "#" + $0 } ?? ""
        return target.withUTF8 { path in
            page.withUTF8 { from in
                if !fragment.isEmpty, path.elementsEqual(from) { return fragment }
                // The folders both paths start with are left out: then one `../` for each folder of
                // the page that remains, and what remains of the target.
                var fromStart = 0, toStart = 0
                while let fromSlash = from[fromStart...].firstIndex(of: UInt8(ascii: "/")),
                      let toSlash = path[toStart...].firstIndex(of: UInt8(ascii: "/")),
                      from[fromStart..<fromSlash].elementsEqual(path[toStart..<toSlash]) {
                    fromStart = fromSlash + 1
                    toStart = toSlash + 1
                }
                let ups = from[fromStart...].reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
                let rest = String(decoding: UnsafeBufferPointer(rebasing: path[toStart...]), as: UTF8.self)
                return String(repeating: "../", count: ups) + percentEncoded(rest) + fragment
            }
        }
    }
}
