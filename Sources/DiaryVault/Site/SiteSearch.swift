import Foundation

/// The search of `vault site`: the folding both sides share, and the page's script.
///
/// The rule is `vault search`'s for a pattern in lower case (``TextSearch``): canonical
/// equivalence (text in NFD, as macOS writes Hangul and accents, matches a query typed in NFC and
/// the reverse) and case ignored. Both sides put the text in NFC (Unicode Standard Annex #15),
/// lower it by the Unicode default case mapping (Unicode 15, section 3.13: Swift's
/// `lowercased()`, JavaScript's `toLowerCase()`), and put it in NFC again; the index holds the
/// folded text and the script folds the query the same way, then looks for it as a substring.
/// Unlike `vault search`, a query with an upper-case letter still ignores case.
enum SiteSearch {
    /// The text folded for search: NFC, lower case, NFC.
    static func fold(_ text: String) -> String {
        if let fast = foldedFast(text) { return fast }
        return text.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
    }

    /// ``fold(_:)`` without Foundation for the text most diaries are written in: when every
    /// scalar is ASCII, Latin-1 (U+0080 to U+00FF), a Hangul syllable (U+AC00 to U+D7A3), a CJK
    /// unified ideograph (U+4E00 to U+9FFF), kana without the combining sound marks (U+3041 to
    /// U+3096, U+30A0 to U+30FF), CJK punctuation (U+3000 to U+303F), general punctuation from
    /// U+200B to U+205E (zero-width spaces and joiners, dashes, quotes), the variation selectors
    /// U+FE0E and U+FE0F, or an emoji or pictograph (U+2600 to U+27BF, U+1F300 to U+1FAFF):
    /// none of these has a canonical decomposition or combines with its neighbour (Unicode
    /// Standard Annex #15: the text is already NFC), and only the ASCII and Latin-1 capitals
    /// (U+00C0 to U+00DE but U+00D7) have a lower case, 32 code points on. Any other scalar
    /// gives `nil` (the full rule). `SiteHTMLTests` compares the two.
    static func foldedFast(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: bytes.append(UInt8(scalar.value) | 0x20)
            case 0...0x7F: bytes.append(UInt8(scalar.value))
            case 0xC0...0xDE where scalar.value != 0xD7:
                bytes.append(contentsOf: String(UnicodeScalar(UInt8(scalar.value + 0x20))).utf8)
            case 0x80...0xFF, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3041...0x3096, 0x30A0...0x30FF, 0x3000...0x303F, 0x200B...0x205E,
                 0xFE0E...0xFE0F, 0x2600...0x27BF, 0x1F300...0x1FAFF:
                bytes.append(contentsOf: String(scalar).utf8)
            default: return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `search.js`: reads `?q=` and the field, folds the query as ``fold(_:)`` does, lists the
    /// entries whose folded text holds it (newest first, at most 200), each a link, and the
    /// count in the page's words (`data-words`: `one|other` with `{n}`). It builds elements with
    /// `textContent`, never HTML from the index.
    static let script = """
        (function () {
          "use strict";
          var entries = window.VAULT_SEARCH || [];
          var field = document.getElementById("q");
          var list = document.getElementById("results");
          var count = document.getElementById("count");
          function fold(text) { return text.normalize("NFC").toLowerCase().normalize("NFC"); }
          function words(n) {
            var forms = (count.getAttribute("data-words") || "{n}").split("|");
            var text = forms.length > 1 && n !== 1 ? forms[1] : forms[0];
            return text.replace("{n}", String(n));
          }
          function run() {
            var query = fold(field.value.trim());
            while (list.firstChild) { list.removeChild(list.firstChild); }
            if (query === "") { count.textContent = ""; return; }
            var found = 0;
            for (var i = 0; i < entries.length; i++) {
              if (entries[i][3].indexOf(query) < 0) { continue; }
              found += 1;
              if (found > 200) { continue; }
              var item = document.createElement("li");
              var time = document.createElement("time");
              time.textContent = entries[i][2];
              var link = document.createElement("a");
              link.href = encodeURI(entries[i][0]);
              link.textContent = entries[i][1];
              item.appendChild(time);
              item.appendChild(document.createTextNode(" "));
              item.appendChild(link);
              list.appendChild(item);
            }
            count.textContent = words(found);
          }
          var start = new URLSearchParams(window.location.search).get("q");
          if (start) { field.value = start; }
          field.addEventListener("input", run);
          document.querySelector("form.search").addEventListener("submit", function (event) { event.preventDefault(); run(); });
          run();
        })();

        """
}
