/// `style.css`, the one style sheet of `vault site`: light and dark colours
/// (`prefers-color-scheme`, Media Queries Level 5), a print style for A4 (CSS Paged Media), and a
/// layout that never scrolls sideways on a 360-pixel phone (long words and tables wrap or
/// scroll inside their own box). System fonts only: nothing is fetched.
enum SiteStyle {
    /// The style sheet.
    static let css = """
        :root {
          color-scheme: light dark;
          --bg: #fdfcf8; --fg: #1f2328; --muted: #5f6670; --line: #d8dadd; --accent: #2b6cb0; --card: #f1efe8;
          --l0: #e7e5df; --l1: #c6e1c4; --l2: #8cc68a; --l3: #4a9d4f; --l4: #22682a;
          --bad: #b3413a; --not-great: #d98a3a; --okay: #c9b23c; --good: #6aa84f; --great: #2f7d4a; --none: #a8adb3;
          --star: #b8860b;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #16181c; --fg: #e6e6e3; --muted: #a0a6ad; --line: #3a3f46; --accent: #7fb2ee; --card: #22262c;
            --l0: #2a2e35; --l1: #1f4a2a; --l2: #2c6e3a; --l3: #45a155; --l4: #7ed58a;
            --star: #e8c15a; --none: #6b7178;
          }
        }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Apple SD Gothic Neo", "Noto Sans CJK KR", sans-serif;
          overflow-wrap: anywhere;
        }
        a { color: var(--accent); }
        header.site, main { max-width: 48rem; margin: 0 auto; padding: 0 1rem; }
        header.site { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; padding-top: 1rem; border-bottom: 1px solid var(--line); }
        header.site nav { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
        .site-title { font-weight: 700; text-decoration: none; color: var(--fg); }
        h1 { font-size: 1.6rem; line-height: 1.25; margin: 1.2rem 0 0.6rem; }
        h2 { font-size: 1.2rem; margin: 1.4rem 0 0.5rem; }
        .meta, .summary, .hint, time, figcaption, .legend { color: var(--muted); }
        ul.entries { list-style: none; padding: 0; }
        ul.entries li { margin: 0.25rem 0; }
        ul.entries time { display: inline-block; min-width: 7.5rem; font-size: 0.9rem; }
        .mood { display: inline-block; font-size: 0.8rem; padding: 0 0.4rem; border-radius: 0.6rem; background: var(--card); border-left: 0.4rem solid var(--none); }
        .mood-bad { border-color: var(--bad); } .mood-not-great { border-color: var(--not-great); } .mood-okay { border-color: var(--okay); }
        .mood-good { border-color: var(--good); } .mood-great { border-color: var(--great); }
        .star { color: var(--star); }
        ul.tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
        dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0.5rem 0; }
        dl.fields dt { color: var(--muted); } dl.fields dd { margin: 0; }
        pre.body { white-space: pre-wrap; font: inherit; margin: 1rem 0; }
        .body img, figure img { max-width: 100%; height: auto; }
        figure { margin: 1rem 0; }
        nav.pager { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; margin: 1.5rem 0 0.5rem; }
        nav.up { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0; font-size: 0.9rem; }
        table { border-collapse: collapse; }
        table.calendar { width: 100%; max-width: 28rem; table-layout: fixed; text-align: center; margin: 0.5rem 0; }
        table.calendar caption { font-weight: 600; }
        table.calendar th { font-weight: 400; color: var(--muted); font-size: 0.85rem; }
        table.calendar td { padding: 0.3rem 0; border-radius: 0.4rem; }
        td.has-entries { background: var(--l1); font-weight: 600; }
        td.has-entries a { color: var(--fg); text-decoration: none; display: block; }
        td.starred { box-shadow: inset 0 0 0 2px var(--star); }
        td.day.mood-bad, td.day.mood-not-great, td.day.mood-okay, td.day.mood-good, td.day.mood-great { border-bottom: 0.3rem solid var(--none); }
        td.day.mood-bad { border-bottom-color: var(--bad); } td.day.mood-not-great { border-bottom-color: var(--not-great); }
        td.day.mood-okay { border-bottom-color: var(--okay); } td.day.mood-good { border-bottom-color: var(--good); }
        td.day.mood-great { border-bottom-color: var(--great); }
        .mark { color: var(--accent); font-size: 0.75rem; vertical-align: super; }
        .legend .key { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 0.2rem; vertical-align: middle; }
        .legend .key.has-entries { background: var(--l1); } .legend .key.starred { box-shadow: inset 0 0 0 2px var(--star); }
        div.months { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0 1rem; }
        table.calendar.small { font-size: 0.8rem; }
        svg.heatmap { width: 100%; height: auto; max-width: 48rem; }
        svg.heatmap .l0 { fill: var(--l0); } svg.heatmap .l1 { fill: var(--l1); } svg.heatmap .l2 { fill: var(--l2); }
        svg.heatmap .l3 { fill: var(--l3); } svg.heatmap .l4 { fill: var(--l4); }
        div.wide { max-width: 100%; overflow-x: auto; }
        svg.mood-chart { max-width: none; height: auto; }
        svg.mood-chart text { fill: var(--muted); font-size: 10px; }
        svg.mood-chart .mood-bad { fill: var(--bad); } svg.mood-chart .mood-not-great { fill: var(--not-great); }
        svg.mood-chart .mood-okay { fill: var(--okay); } svg.mood-chart .mood-good { fill: var(--good); }
        svg.mood-chart .mood-great { fill: var(--great); } svg.mood-chart .mood-none { fill: var(--none); }
        table.figures th, table.figures td { padding: 0.15rem 0.75rem 0.15rem 0; text-align: left; }
        table.figures td { font-variant-numeric: tabular-nums; }
        ul.tag-counts, ol.tag-counts { padding-left: 1.2rem; }
        .count { color: var(--muted); }
        form.search { display: flex; gap: 0.5rem; }
        form.search input { flex: 1; min-width: 0; font: inherit; padding: 0.3rem 0.5rem; }
        form.search button { font: inherit; }
        @media print {
          @page { size: A4; margin: 18mm 16mm; }
          :root { --bg: #fff; --fg: #000; --muted: #444; }
          body { font-size: 11pt; background: #fff; color: #000; }
          header.site nav, nav.pager, nav.up, form.search { display: none; }
          header.site { border: 0; }
          a { color: inherit; text-decoration: none; }
          main { max-width: none; }
          section.day, figure, table.calendar, tr { break-inside: avoid; }
          h1, h2 { break-after: avoid; }
        }

        """
}
