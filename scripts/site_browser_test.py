#!/usr/bin/env python3
"""The real-browser test of `vault site` (issue 29), run by .ci/run.

Builds the site of SampleVault and of a small generated vault with the given vault binary, then
opens them in headless Chromium through Selenium and asserts in the rendered DOM:
every entry page shows its title and body; each month page marks exactly the days
`vault calendar --json` marks; the stats page's figures equal `vault stats --json`; a Hangul word
typed in NFD finds the entry written in NFC; an image attachment loads (naturalWidth > 0); no
console errors; no request leaves file://; a <script> in an entry body does not run; dark mode
changes colours; at 360 px nothing scrolls sideways. A link checker walks every page: 0 broken
internal links, 0 missing files. Screenshots (home, entry with a photo, month, stats; light and
dark) go to docs/images/.

Usage: scripts/site_browser_test.py VAULT_BINARY [--screenshots DIR]
Exits non-zero on the first failed assertion; never skips.
"""
import html.parser
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message, file=sys.stderr)


def vault(binary, folder, *arguments):
    result = subprocess.run([binary, *arguments], cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"vault {' '.join(arguments)} failed in {folder}: {result.stderr}")
    return result


def generated_vault(folder, photo):
    """A small vault: a Hangul entry in NFC, an entry with raw HTML, a private one, a photo."""
    entries = {
        "2026/11/2026-11-02-감기.md": "---\ndate: 2026-11-02T09:00:00+09:00\nmood: bad\ntags: [건강]\n---\n# 감기 기운\n\n목이 아프다. 따뜻한 차를 마셨다.\n",
        "2026/11/2026-11-05-raw-html.md": "---\ndate: 2026-11-05T20:00:00\nmood: okay\n---\n# Imported note\n\nBefore <script>window.__vaultPwned = 1; console.error('pwned')</script> after.\n\n<img src=\"nope.png\" onerror=\"window.__vaultPwned = 2\">\n",
        "2026/11/2026-11-07-secret.md": "---\ndate: 2026-11-07T22:00:00\nprivate: true\n---\n# Secret plans\n\nNobody should see this.\n",
        "2026/11/2026-11-09-river.md": "---\ndate: 2026-11-09T18:30:00\nmood: great\nstarred: true\ntags: [walk]\nweather: clear\nlocation: Mangwon\n---\n# River at dusk\n\nThe water was still.\n\n![](attachments/dusk.jpg)\n",
        "2026/10/2026-10-31-october.md": "---\ndate: 2026-10-31T10:00:00\nmood: good\ntags: [walk, Autumn]\n---\n# Last of October\n\nLeaves everywhere.\n",
    }
    for day in range(10, 20):
        entries[f"2026/11/2026-11-{day}-day.md"] = (f"---\ndate: 2026-11-{day}T08:00:00\nmood: {['good', 'okay', 'great'][day % 3]}\n"
                                                     f"tags: [daily]\n---\nDay {day} of the month, nothing special.\n")
    os.makedirs(os.path.join(folder, ".vault"), exist_ok=True)
    with open(os.path.join(folder, ".vault", "config"), "w") as config:
        config.write("")
    for path, text in entries.items():
        full = os.path.join(folder, unicodedata.normalize("NFC", path))
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(unicodedata.normalize("NFC", text))
    os.makedirs(os.path.join(folder, "2026/11/attachments"), exist_ok=True)
    shutil.copy(photo, os.path.join(folder, "2026/11/attachments/dusk.jpg"))


class Links(html.parser.HTMLParser):
    """Every href and src of a page, and every id."""

    def __init__(self):
        super().__init__()
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            if name == "id" and value:
                self.ids.add(value)


def check_links(site):
    pages = {}
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                parser = Links()
                with open(path, encoding="utf-8") as handle:
                    parser.feed(handle.read())
                pages[os.path.realpath(path)] = parser
    broken = 0
    for page, parser in pages.items():
        for link in parser.links:
            parsed = urllib.parse.urlsplit(link)
            if parsed.scheme or parsed.netloc:
                check(False, f"{page}: link leaves the site: {link}")
                broken += 1
                continue
            target = os.path.realpath(os.path.join(os.path.dirname(page), urllib.parse.unquote(parsed.path))) if parsed.path else page
            if not os.path.isfile(target):
                check(False, f"{page}: broken link {link}")
                broken += 1
            elif parsed.fragment and target in pages and parsed.fragment not in pages[target].ids:
                check(False, f"{page}: no #{parsed.fragment} in {link}")
                broken += 1
    return len(pages), broken


def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1000,1300",
                     "--hide-scrollbars", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    for binary in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]:
        if os.path.exists(binary):
            options.binary_location = binary
            break
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver_path), options=options)


def url(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def open_page(driver, path):
    driver.get(url(path))
    driver.execute_script("return document.readyState")


def drain(driver):
    """The console errors and the requests that left file:// since the last call."""
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    outside = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            request_url = message["params"]["request"]["url"]
            if not (request_url.startswith("file://") or request_url.startswith("data:") or request_url.startswith("about:")):
                outside.append(request_url)
    return errors, outside


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def plain_lines(body):
    """Body lines without markdown punctuation, which any renderer shows as written."""
    lines = []
    for line in body.split("\n"):
        line = line.strip()
        if len(line) > 12 and not any(mark in line for mark in "*_[]#<>`|~!\\&\"'") and not line[0].isdigit() and not line.startswith("-"):
            lines.append(" ".join(line.split()))
    return lines


def test_site(driver, binary, vault_folder, name, shots=None):
    site = os.path.join(vault_folder, ".vault", "site")
    vault(binary, vault_folder, "site")
    entries = json.loads(vault(binary, vault_folder, "list", "--json").stdout)["entries"]
    shown = [entry for entry in entries if os.path.exists(os.path.join(site, entry["path"][:-3] + ".html"))]
    drain(driver)
    # Every entry page shows its title and body.
    for entry in shown:
        open_page(driver, os.path.join(site, entry["path"][:-3] + ".html"))
        title = driver.find_element(By.CSS_SELECTOR, "article h1").text
        check(title == (entry["title"] or "(untitled)"), f"{name}: {entry['path']}: title {title!r}, expected {entry['title']!r}")
        body_text = " ".join(driver.find_element(By.CSS_SELECTOR, "div.body").text.split())
        document = json.loads(vault(binary, vault_folder, "show", entry["path"], "--json").stdout)
        lines = plain_lines(document["body"])
        check(body_text != "", f"{name}: {entry['path']}: empty body")
        for line in lines[:3]:
            check(line in body_text, f"{name}: {entry['path']}: body lacks {line!r}")
        scroll = driver.execute_script("return document.documentElement.scrollWidth")
        check(scroll <= 1000, f"{name}: {entry['path']}: scrolls sideways at 1000 px ({scroll})")
    # Each month page marks exactly the days `vault calendar --json` marks.
    months = sorted({entry["day"][:7] for entry in shown})
    for month in months:
        calendar = json.loads(vault(binary, vault_folder, "calendar", month, "--json").stdout)
        expected = sorted(day["date"] for week in calendar["weeks"] for day in week if day and day["entryCount"] > 0)
        starred = sorted(day["date"] for week in calendar["weeks"] for day in week if day and day["starred"])
        open_page(driver, os.path.join(site, month[:4], month[5:], "index.html"))
        marked = sorted(cell.get_attribute("data-date") for cell in driver.find_elements(By.CSS_SELECTOR, "table.calendar td.has-entries"))
        stars = sorted(cell.get_attribute("data-date") for cell in driver.find_elements(By.CSS_SELECTOR, "table.calendar td.starred"))
        check(marked == expected, f"{name}: {month}: marked {marked}, vault calendar --json {expected}")
        check(stars == starred, f"{name}: {month}: starred {stars}, vault calendar --json {starred}")
    # The stats page's figures equal `vault stats --json`.
    stats = json.loads(vault(binary, vault_folder, "stats", "--json").stdout)
    flat = {}
    for key in ["entryCount", "days", "words", "characters"]:
        flat[key] = stats[key]
    for kind in ["everyDay", "weekdays"]:
        for which in ["current", "longest"]:
            streak = stats["streaks"][kind][which]
            flat[f"streaks.{kind}.{which}.days"] = streak["days"] if streak else None
    for mood, count in stats["moods"].items():
        flat[f"moods.{mood}"] = count
    for year in stats["years"]:
        for key in ["entryCount", "days", "words", "characters"]:
            flat[f"years.{year['year']}.{key}"] = year[key]
    for month in stats["months"]:
        for key in ["entryCount", "days", "words"]:
            flat[f"months.{month['month']}.{key}"] = month[key]
        for mood, count in month["moods"].items():
            flat[f"months.{month['month']}.moods.{mood}"] = count
    for tag in stats["tags"]:
        flat[f"tags.{tag['tag']}"] = tag["count"]
    open_page(driver, os.path.join(site, "stats.html"))
    seen = set()
    for element in driver.find_elements(By.CSS_SELECTOR, "[data-stat]"):
        key = element.get_attribute("data-stat")
        if key.endswith(".median"):
            continue
        shown_value = element.get_attribute("data-count") if element.tag_name == "rect" else element.text
        seen.add(key)
        check(key in flat, f"{name}: stats page shows {key}, which vault stats --json has not")
        if key in flat:
            expected = flat[key]
            if expected is None:
                check(not shown_value.isdigit(), f"{name}: {key}: {shown_value}, vault stats --json null")
            else:
                check(shown_value == str(expected), f"{name}: {key}: page {shown_value}, vault stats --json {expected}")
    missing = sorted(set(flat) - seen)
    check(not missing, f"{name}: stats page lacks {missing[:5]}")
    check(len(driver.find_elements(By.CSS_SELECTOR, "svg.mood-chart rect")) > 0, f"{name}: no mood chart")
    # No console errors, no request out of file://, on every page visited so far.
    errors, outside = drain(driver)
    check(not errors, f"{name}: console errors: {errors[:3]}")
    check(not outside, f"{name}: requests left file://: {outside[:3]}")
    # At 360 px nothing scrolls sideways, on every page.
    driver.set_window_size(360, 800)
    for folder, _, files in os.walk(site):
        for file in files:
            if file.endswith(".html"):
                open_page(driver, os.path.join(folder, file))
                width = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
                check(width[0] <= width[1], f"{name}: {os.path.relpath(os.path.join(folder, file), site)} scrolls sideways at 360 px: {width}")
    driver.set_window_size(1000, 1300)
    # The link checker.
    pages, broken = check_links(site)
    check(pages > len(shown), f"{name}: only {pages} pages")
    print(f"{name}: {len(shown)} entry pages, {len(months)} month pages, {len(seen)} stats figures, {pages} pages link-checked, "
          f"{broken} broken links")
    return site


def search(driver, site, query):
    open_page(driver, os.path.join(site, "search.html"))
    field = driver.find_element(By.ID, "q")
    field.clear()
    field.send_keys(query)
    return [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "#results a")]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    shots = os.path.join(ROOT, "docs", "images")
    if "--screenshots" in sys.argv:
        shots = os.path.abspath(sys.argv[sys.argv.index("--screenshots") + 1])
    work = tempfile.mkdtemp(prefix="site-browser-")
    try:
        sample = os.path.join(work, "SampleVault")
        shutil.copytree(os.path.join(ROOT, "SampleVault"), sample, ignore=shutil.ignore_patterns("site", "cache"))
        generated = os.path.join(work, "generated")
        photo = os.path.join(ROOT, "SampleVault", "2026", "11", "attachments", "han-river-dusk.jpg")
        generated_vault(generated, photo)
        driver = browser()
        try:
            sample_site = test_site(driver, binary, sample, "SampleVault")
            generated_site = test_site(driver, binary, generated, "generated")
            # Search: a Hangul word typed in NFD finds the entry written in NFC.
            for site, word, expected in [(sample_site, "김장", "2026-11-21-%EA%B9%80%EC%9E%A5.html"),
                                         (generated_site, "감기", "2026-11-02-%EA%B0%90%EA%B8%B0.html")]:
                nfd = unicodedata.normalize("NFD", word)
                check(nfd != word, "the NFD query is not decomposed")
                found = search(driver, site, nfd)
                check(any(link.endswith(expected) for link in found), f"search for NFD {word!r} in {site}: {found}")
                found = search(driver, site, word.upper() if word.isascii() else word)
                check(any(link.endswith(expected) for link in found), f"search for NFC {word!r}: {found}")
            check(search(driver, generated_site, "SECRET PLANS") == [], "search finds the private entry")
            check(any(link.endswith("2026-10-31-october.html") for link in search(driver, generated_site, "LEAVES")),
                  "search ignores case")
            # The private entry is nowhere.
            check(not os.path.exists(os.path.join(generated_site, "2026/11/2026-11-07-secret.html")), "private entry page written")
            # A <script> in an entry body does not run, and shows as text.
            open_page(driver, os.path.join(generated_site, "2026/11/2026-11-05-raw-html.html"))
            pwned = driver.execute_script("return window.__vaultPwned === undefined ? null : window.__vaultPwned")
            check(pwned is None, f"a script in an entry ran: {pwned}")
            check("<script>" in driver.find_element(By.CSS_SELECTOR, "div.body").text, "the script is not shown as text")
            # An image attachment loads.
            for site, page in [(generated_site, "2026/11/2026-11-09-river.html"),
                               (sample_site, "2026/11/2026-11-29-evening-walk-by-the-river.html")]:
                open_page(driver, os.path.join(site, page))
                width = driver.execute_script(
                    "const i = document.querySelector('figure img'); return i && i.complete ? i.naturalWidth : -1")
                check(width > 0, f"{page}: image naturalWidth {width}")
            # Dark mode changes colours.
            open_page(driver, os.path.join(sample_site, "index.html"))
            colours = {}
            for scheme in ["light", "dark"]:
                set_scheme(driver, scheme)
                colours[scheme] = driver.execute_script(
                    "const s = getComputedStyle(document.body); return [s.backgroundColor, s.color]")
            check(colours["light"] != colours["dark"], f"dark mode does not change colours: {colours}")
            errors, outside = drain(driver)
            check(not errors, f"console errors: {errors[:3]}")
            check(not outside, f"requests left file://: {outside[:3]}")
            # Screenshots of the sample's site, light and dark.
            os.makedirs(shots, exist_ok=True)
            pages = {"home": "index.html", "entry": "2026/11/2026-11-29-evening-walk-by-the-river.html",
                     "month": "2026/11/index.html", "stats": "stats.html"}
            for scheme in ["light", "dark"]:
                for label, page in pages.items():
                    set_scheme(driver, scheme)
                    open_page(driver, os.path.join(sample_site, page))
                    set_scheme(driver, scheme)
                    driver.save_screenshot(os.path.join(shots, f"site-{label}-{scheme}.png"))
            print(f"screenshots in {os.path.relpath(shots, ROOT)}")
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        sys.exit(f"{len(FAILURES)} browser checks failed")
    print("site browser test: every check passed")


if __name__ == "__main__":
    main()
