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
        text.precomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
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
