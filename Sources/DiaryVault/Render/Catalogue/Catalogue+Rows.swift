extension Catalogue.Key {
    /// The key's text in English, Korean, German, Japanese and Simplified Chinese: the catalogue.
    ///
    /// Placeholders and plural forms as ``Catalogue`` describes them. Korean follows how Korean
    /// diary and couple apps write (즐겨찾기, 기분, 태그, `N일 전`, `D-N`, `N일째`); German uses
    /// Favoriten, Stimmung, Schlagwörter, `vor N Tagen`. `CatalogueTests` checks that every text is
    /// there and that every language has the same placeholders.
    var row: Catalogue.Row {
        typealias Row = Catalogue.Row
        switch self {
        case .favorites: return Row(en: "Favorites", ko: "즐겨찾기", de: "Favoriten", ja: "お気に入り", zh: "收藏")
        case .untitled: return Row(en: "(untitled)", ko: "(제목 없음)", de: "(ohne Titel)", ja: "(無題)", zh: "(无标题)")
        case .conflicted: return Row(en: "(conflicted)", ko: "(충돌)", de: "(Konflikt)", ja: "(競合)", zh: "(冲突)")
        case .moodGreat: return Row(en: "great", ko: "최고", de: "sehr gut", ja: "最高", zh: "很棒")
        case .moodGood: return Row(en: "good", ko: "좋음", de: "gut", ja: "良い", zh: "不错")
        case .moodOkay: return Row(en: "okay", ko: "보통", de: "okay", ja: "普通", zh: "一般")
        case .moodNotGreat: return Row(en: "not-great", ko: "별로", de: "mäßig", ja: "いまいち", zh: "不太好")
        case .moodBad: return Row(en: "bad", ko: "나쁨", de: "schlecht", ja: "悪い", zh: "糟糕")
        case .indexEmpty: return Row(en: "no entries in {x}", ko: "{x}에 일기가 없습니다", de: "keine Einträge in {x}", ja: "{x}に日記はありません", zh: "{x}中没有日记")
        case .thisVault: return Row(en: "this vault", ko: "이 일기장", de: "diesem Tagebuch", ja: "この日記帳", zh: "此日记本")
        case .indexNoMatch:
            return Row(en: "no entries match the selection", ko: "조건에 맞는 일기가 없습니다", de: "keine Einträge passen zur Auswahl",
                       ja: "条件に合う日記はありません", zh: "没有符合条件的日记")
        case .narrowTerminal:
            return Row(en: "The terminal is {n} columns wide; these lines need {m}. Widen it, or pipe the output.",
                       ko: "터미널 폭이 {n}칸이라 좁습니다. 이 목록은 {m}칸이 필요합니다. 창을 넓히거나 출력을 파이프로 보내세요.",
                       de: "Das Terminal ist {n} Spalten breit; diese Zeilen brauchen {m}. Verbreitern oder die Ausgabe umleiten.",
                       ja: "端末の幅が{n}桁しかありません。この一覧には{m}桁必要です。幅を広げるか、出力をパイプに渡してください。",
                       zh: "终端只有{n}列宽，这些行需要{m}列。请加宽终端，或用管道输出。")

        case .labelDate: return Row(en: "date", ko: "날짜", de: "Datum", ja: "日付", zh: "日期")
        case .labelMood: return Row(en: "mood", ko: "기분", de: "Stimmung", ja: "気分", zh: "心情")
        case .labelTags: return Row(en: "tags", ko: "태그", de: "Schlagwörter", ja: "タグ", zh: "标签")
        case .starred: return Row(en: "starred", ko: "즐겨찾기", de: "Favorit", ja: "お気に入り", zh: "已收藏")
        case .unknownMood: return Row(en: "(unknown)", ko: "(알 수 없음)", de: "(unbekannt)", ja: "(不明)", zh: "(未知)")
        case .invalidDate:
            return Row(en: "(not a valid date)", ko: "(올바른 날짜가 아님)", de: "(kein gültiges Datum)", ja: "(無効な日付)", zh: "(无效日期)")
        case .fromFileName:
            return Row(en: "(from the file name)", ko: "(파일 이름의 날짜)", de: "(aus dem Dateinamen)", ja: "(ファイル名の日付)", zh: "(取自文件名)")

        case .legendEntries: return Row(en: "entries", ko: "쓴 날", de: "Einträge", ja: "記録あり", zh: "有日记")
        case .noMood: return Row(en: "no mood", ko: "기분 없음", de: "keine Stimmung", ja: "気分なし", zh: "无心情")
        case .legendAnniversary: return Row(en: "anniversary", ko: "기념일", de: "Jahrestag", ja: "記念日", zh: "纪念日")

        case .statsEntries: return Row(en: "Entries", ko: "일기", de: "Einträge", ja: "日記", zh: "日记")
        case .statsDaysWritten: return Row(en: "Days written", ko: "쓴 날", de: "Tage mit Eintrag", ja: "書いた日", zh: "写作天数")
        case .statsWords: return Row(en: "Words", ko: "단어", de: "Wörter", ja: "単語", zh: "词数")
        case .statsCharacters: return Row(en: "Characters", ko: "글자", de: "Zeichen", ja: "文字", zh: "字数")
        case .statsDayEndsAt: return Row(en: "day ends at", ko: "하루의 끝", de: "Tagesende", ja: "一日の終わり", zh: "一天结束于")
        case .statsStreaks: return Row(en: "Streaks", ko: "연속 기록", de: "Serien", ja: "連続記録", zh: "连续记录")
        case .statsCurrent: return Row(en: "current", ko: "현재", de: "aktuell", ja: "現在", zh: "当前")
        case .statsLongest: return Row(en: "longest", ko: "최장", de: "längste", ja: "最長", zh: "最长")
        case .statsEveryDay: return Row(en: "every day", ko: "매일", de: "jeden Tag", ja: "毎日", zh: "每天")
        case .statsWeekdays: return Row(en: "weekdays", ko: "평일만", de: "nur werktags", ja: "平日のみ", zh: "仅工作日")
        case .statsNone: return Row(en: "none", ko: "없음", de: "keine", ja: "なし", zh: "无")
        case .statsPerMonth: return Row(en: "Per month", ko: "월별", de: "Pro Monat", ja: "月別", zh: "按月")
        case .columnEntries: return Row(en: "entries", ko: "일기", de: "Einträge", ja: "日記", zh: "日记")
        case .columnDays: return Row(en: "days", ko: "일수", de: "Tage", ja: "日数", zh: "天数")
        case .columnWords: return Row(en: "words", ko: "단어", de: "Wörter", ja: "単語", zh: "词数")
        case .statsMoods: return Row(en: "Moods", ko: "기분", de: "Stimmungen", ja: "気分", zh: "心情")
        case .statsMedianMood:
            return Row(en: "Mood per month (median)", ko: "월별 기분 (중앙값)", de: "Stimmung pro Monat (Median)",
                       ja: "月別の気分 (中央値)", zh: "每月心情 (中位数)")
        case .statsTopTags: return Row(en: "Top tags", ko: "많이 쓴 태그", de: "Häufigste Schlagwörter", ja: "よく使うタグ", zh: "常用标签")
        case .noEntries: return Row(en: "no entries", ko: "일기 없음", de: "keine Einträge", ja: "日記なし", zh: "没有日记")
        case .today: return Row(en: "today", ko: "오늘", de: "heute", ja: "今日", zh: "今天")
        case .heatmapFutureRange: return Row(en: "Every day of this range is after today ({today}), so none is drawn yet.",
                                             ko: "이 기간의 모든 날이 오늘({today}) 이후라서 아직 표시할 날이 없습니다.",
                                             de: "Alle Tage dieses Zeitraums liegen nach heute ({today}); noch ist keiner zu zeigen.",
                                             ja: "この期間のすべての日が今日（{today}）より後なので、まだ表示する日がありません。",
                                             zh: "这个时间段的每一天都在今天（{today}）之后，所以还没有可显示的日子。")

        case .countDays: return Row(en: "1 day|{n} days", ko: "{n}일", de: "1 Tag|{n} Tage", ja: "{n}日", zh: "{n}天")
        case .countYears: return Row(en: "1 year|{n} years", ko: "{n}주년", de: "1 Jahr|{n} Jahre", ja: "{n}周年", zh: "{n}周年")
        case .yearsAgo:
            return Row(en: "1 year ago|{n} years ago", ko: "{n}년 전", de: "vor 1 Jahr|vor {n} Jahren", ja: "{n}年前", zh: "{n}年前")
        case .inDays: return Row(en: "in 1 day|in {n} days", ko: "D-{n}", de: "in 1 Tag|in {n} Tagen", ja: "あと{n}日", zh: "还有{n}天")
        case .daysBefore:
            return Row(en: "1 day before|{n} days before", ko: "{n}일 전", de: "1 Tag davor|{n} Tage davor", ja: "{n}日前", zh: "{n}天前")
        case .daysAfter:
            return Row(en: "1 day after|{n} days after", ko: "{n}일 후", de: "1 Tag danach|{n} Tage danach", ja: "{n}日後", zh: "{n}天后")
        case .onThisDayTitle:
            return Row(en: "{x} in earlier years", ko: "지난 해의 {x}", de: "{x} in früheren Jahren", ja: "過去の{x}", zh: "往年的{x}")
        case .onThisDayTitleWindow:
            return Row(en: "{x} ± {w} in earlier years", ko: "지난 해의 {x} ±{w}", de: "{x} ± {w} in früheren Jahren",
                       ja: "過去の{x} ±{w}", zh: "往年的{x} ±{w}")
        case .onThisDayEmpty:
            return Row(en: "No entries on {x} in earlier years.", ko: "지난 해의 {x}에 쓴 글이 없습니다.",
                       de: "Keine Einträge am {x} in früheren Jahren.", ja: "過去の{x}の日記はありません。", zh: "往年的{x}没有日记。")
        case .onThisDayEmptyWindow:
            return Row(en: "No entries within {w} of {x} in earlier years.", ko: "지난 해의 {x} ±{w}에 쓴 글이 없습니다.",
                       de: "Keine Einträge im Umkreis von {w} um den {x} in früheren Jahren.",
                       ja: "過去の{x} ±{w}の日記はありません。", zh: "往年的{x} ±{w}内没有日记。")
        case .ddayEmpty:
            return Row(en: "No anniversaries: add a line such as 'anniversary = 2021-05-04 We met' to .vault/config.",
                       ko: "기념일이 없습니다: .vault/config 에 'anniversary = 2021-05-04 처음 만난 날' 같은 줄을 넣으세요.",
                       de: "Keine Jahrestage: Eine Zeile wie 'anniversary = 2021-05-04 Kennengelernt' in .vault/config fügt einen hinzu.",
                       ja: "記念日がありません: .vault/config に 'anniversary = 2021-05-04 出会った日' のような行を加えてください。",
                       zh: "没有纪念日: 在 .vault/config 中加入一行, 例如 'anniversary = 2021-05-04 初次见面'。")
        case .ddayOrdinal: return Row(en: "", ko: "{n}일째", de: "", ja: "{n}日目", zh: "第{n}天")

        case .explainWrittenDate:
            return Row(en: "Day: an entry belongs to the date written in its front matter, never converted to another time zone.",
                       ko: "날짜: 글은 머리말에 적힌 날짜에 속하며, 다른 시간대로 바꾸지 않습니다.",
                       de: "Tag: Ein Eintrag gehört zu dem Datum, das in seinem Kopf steht; es wird nie in eine andere Zeitzone umgerechnet.",
                       ja: "日付: 日記は、フロントマターに書かれた日付の日に属します。別のタイムゾーンに換算することはありません。",
                       zh: "日期：日记属于其 front matter 中写明的日期，不会换算成其他时区的日期。")
        case .explainDayEnd:
            return Row(en: "Day end (day-end = {x}): for streaks and stats only, an entry written before {x} counts for the day before; its file and its calendar day do not move.",
                       ko: "하루의 끝 (day-end = {x}): 연속 기록과 통계에서만, {x} 전에 쓴 글을 전날로 셉니다. 파일과 달력의 날짜는 그대로입니다.",
                       de: "Tagesende (day-end = {x}): Nur für Serien und Statistik zählt ein Eintrag vor {x} zum Vortag; Datei und Kalendertag bleiben.",
                       ja: "一日の終わり (day-end = {x}): 連続記録と統計に限り、{x}より前に書いた日記を前日の分として数えます。ファイルとカレンダー上の日付は変わりません。",
                       zh: "一天的结束 (day-end = {x})：仅在连续记录和统计中，{x} 之前写的日记算作前一天；文件和日历上的日期不变。")
        case .explainDayEndMidnight:
            return Row(en: "Day end: days end at midnight (set day-end = 04:00 to count an entry written before 04:00 for the day before, for streaks and stats only).",
                       ko: "하루의 끝: 하루는 자정에 끝납니다 (day-end = 04:00 으로 정하면 연속 기록과 통계에서만 04:00 전에 쓴 글을 전날로 셉니다).",
                       de: "Tagesende: Tage enden um Mitternacht (day-end = 04:00 zählt Einträge vor 04:00 zum Vortag, nur für Serien und Statistik).",
                       ja: "一日の終わり: 一日は午前0時に終わります (day-end = 04:00 と設定すると、連続記録と統計に限り、04:00より前に書いた日記を前日の分として数えます)。",
                       zh: "一天的结束：一天在午夜结束（设为 day-end = 04:00 后，仅在连续记录和统计中，04:00 之前写的日记算作前一天）。")
        case .explainLeapDayFeb28:
            return Row(en: "29 February (leap-day = feb28): in common years it falls on 28 February (set leap-day = mar1 for 1 March).",
                       ko: "2월 29일 (leap-day = feb28): 평년에는 2월 28일로 봅니다 (3월 1일로 하려면 leap-day = mar1).",
                       de: "29. Februar (leap-day = feb28): In Gemeinjahren fällt er auf den 28. Februar (leap-day = mar1 für den 1. März).",
                       ja: "2月29日 (leap-day = feb28): 平年には2月28日として扱います (3月1日にするには leap-day = mar1)。",
                       zh: "2月29日 (leap-day = feb28)：平年时算作2月28日（要算作3月1日，请设 leap-day = mar1）。")
        case .explainLeapDayMar1:
            return Row(en: "29 February (leap-day = mar1): in common years it falls on 1 March (set leap-day = feb28 for 28 February).",
                       ko: "2월 29일 (leap-day = mar1): 평년에는 3월 1일로 봅니다 (2월 28일로 하려면 leap-day = feb28).",
                       de: "29. Februar (leap-day = mar1): In Gemeinjahren fällt er auf den 1. März (leap-day = feb28 für den 28. Februar).",
                       ja: "2月29日 (leap-day = mar1): 平年には3月1日として扱います (2月28日にするには leap-day = feb28)。",
                       zh: "2月29日 (leap-day = mar1)：平年时算作3月1日（要算作2月28日，请设 leap-day = feb28）。")
        case .explainCountingFromOne:
            return Row(en: "Counting (counting = from-one): the date itself is day 1 (D+1), as Korean D-days count. Default: from-one under a Korean locale, from-zero otherwise. Yearly returns do not depend on it.",
                       ko: "세는 법 (counting = from-one): 그날을 1일(D+1)로 셉니다 (만난 지 1일). 기본값은 한국어에서 from-one, 그 밖에는 from-zero입니다. 주년은 세는 법과 상관없이 같은 날짜입니다.",
                       de: "Zählung (counting = from-one): der Tag selbst ist Tag 1 (D+1), wie koreanische D-Days zählen. Standard: from-one unter Koreanisch, sonst from-zero. Jahrestage hängen nicht davon ab.",
                       ja: "数え方 (counting = from-one): その日を1日目 (D+1) と数えます (韓国式のD-day)。既定値は韓国語のロケールでは from-one、それ以外では from-zero です。毎年の記念日はこの設定に左右されません。",
                       zh: "计数方式 (counting = from-one)：当天算作第1天 (D+1)，与韩国的 D-day 计法相同。默认值：韩语区域为 from-one，其他为 from-zero。每年的纪念日不受此设置影响。")
        case .explainCountingFromZero:
            return Row(en: "Counting (counting = from-zero): the date itself is D+0, the next day D+1. Default: from-one under a Korean locale, from-zero otherwise. Yearly returns do not depend on it.",
                       ko: "세는 법 (counting = from-zero): 그날을 D+0, 다음 날을 D+1로 셉니다. 기본값은 한국어에서 from-one, 그 밖에는 from-zero입니다. 주년은 세는 법과 상관없이 같은 날짜입니다.",
                       de: "Zählung (counting = from-zero): der Tag selbst ist D+0, der nächste D+1. Standard: from-one unter Koreanisch, sonst from-zero. Jahrestage hängen nicht davon ab.",
                       ja: "数え方 (counting = from-zero): その日をD+0、翌日をD+1と数えます。既定値は韓国語のロケールでは from-one、それ以外では from-zero です。毎年の記念日はこの設定に左右されません。",
                       zh: "计数方式 (counting = from-zero)：当天算作 D+0，第二天为 D+1。默认值：韩语区域为 from-one，其他为 from-zero。每年的纪念日不受此设置影响。")

        case .explainDaysWritten:
            return Row(en: "Days written: the days with at least one selected entry.",
                       ko: "쓴 날: 고른 일기가 하나 이상 있는 날입니다.",
                       de: "Tage mit Eintrag: die Tage mit mindestens einem ausgewählten Eintrag.",
                       ja: "書いた日: 選んだ日記が1件以上ある日です。",
                       zh: "写作天数：至少有一篇所选日记的日子。")
        case .explainStreaks:
            return Row(en: "Streak: a run of days written without a gap. Current: the one that ends today or yesterday. Longest: the longest; of two as long, the later.",
                       ko: "연속 기록: 빠진 날 없이 이어서 쓴 날들입니다. 현재: 오늘이나 어제 끝나는 연속 기록. 최장: 가장 긴 연속 기록이며, 길이가 같으면 나중 것입니다.",
                       de: "Serie: eine Folge geschriebener Tage ohne Lücke. Aktuell: die, die heute oder gestern endet. Längste: die längste; von zwei gleich langen die spätere.",
                       ja: "連続記録: 書いた日が途切れずに続く期間です。現在: 今日か昨日に終わるもの。最長: 最も長いもの。同じ長さなら後のもの。",
                       zh: "连续记录：没有间断、连续写作的日子。当前：在今天或昨天结束的那一段。最长：最长的一段；一样长时取较晚的。")
        case .explainWeekdays:
            return Row(en: "Without weekends: Saturdays and Sundays neither break nor extend a streak; it counts weekdays, and on a weekend the current one ends on the Friday before.",
                       ko: "평일만: 토요일과 일요일은 연속 기록을 끊지도 늘리지도 않습니다. 평일만 세며, 주말에는 현재 연속 기록이 그 전 금요일에 끝납니다.",
                       de: "Nur werktags: Samstage und Sonntage unterbrechen eine Serie nicht und verlängern sie nicht; gezählt werden Werktage, und am Wochenende endet die aktuelle am Freitag davor.",
                       ja: "平日のみ: 土曜と日曜は連続記録を途切れさせも延ばしもしません。平日だけを数え、週末には現在の連続記録はその前の金曜日で終わります。",
                       zh: "仅工作日：周六和周日既不打断也不延长连续记录；只计工作日，周末时当前的连续记录在此前的周五结束。")
        case .explainWords:
            return Row(en: "Words: runs of letters and digits (Hangul included); each CJK ideograph, hiragana or katakana is a word by itself; an apostrophe between letters joins them; punctuation, symbols, emoji and markdown syntax (# * - >) are not words.",
                       ko: "단어: 이어진 글자와 숫자입니다 (한글 포함). 한자, 히라가나, 가타카나는 한 글자가 한 단어이고, 글자 사이의 아포스트로피는 앞뒤를 이어 줍니다. 문장 부호, 기호, 이모지, 마크다운 문법 (# * - >)은 단어가 아닙니다.",
                       de: "Wörter: Folgen von Buchstaben und Ziffern (auch Hangul); jedes CJK-Schriftzeichen, Hiragana oder Katakana ist ein Wort für sich; ein Apostroph zwischen Buchstaben verbindet sie; Satzzeichen, Symbole, Emoji und Markdown-Syntax (# * - >) sind keine Wörter.",
                       ja: "単語: 文字と数字の連なりです (ハングルを含む)。漢字・ひらがな・カタカナは1文字で1語、文字の間のアポストロフィは前後をつなぎます。Markdownの記法 (# * - >)、句読点、記号、絵文字は単語ではありません。",
                       zh: "词数：连续的字母和数字算一个词（包括韩文）；每个汉字、平假名或片假名各算一个词；字母之间的撇号把前后连成一个词；标点、符号、表情符号和 Markdown 语法 (# * - >) 不算词。")
        case .explainCharacters:
            return Row(en: "Characters: user-perceived characters (grapheme clusters) other than whitespace; markdown syntax counts.",
                       ko: "글자: 공백을 뺀, 사람이 한 글자로 보는 문자입니다 (grapheme cluster). 마크다운 문법도 셉니다.",
                       de: "Zeichen: alles, was man als ein Zeichen liest (Graphem-Cluster), außer Leerraum; Markdown-Syntax zählt mit.",
                       ja: "文字: 空白以外の、人が1文字と見なす文字です (書記素クラスタ)。Markdownの記法も数えます。",
                       zh: "字数：除空白外、人眼看作一个字的字符（字素簇）；Markdown 语法也计入。")
        case .explainMoods:
            return Row(en: "Moods: each entry once; the month's mood is the median of its entries' moods.",
                       ko: "기분: 일기마다 한 번 셉니다. 달의 기분은 그달 일기들 기분의 중앙값입니다.",
                       de: "Stimmungen: jeder Eintrag einmal; die Stimmung eines Monats ist der Median der Stimmungen seiner Einträge.",
                       ja: "気分: 日記ごとに1回数えます。月の気分は、その月の日記の気分の中央値です。",
                       zh: "心情：每篇日记计一次；每月的心情是当月各篇日记心情的中位数。")
        case .explainHeatmapLevels:
            return Row(en: "Heatmap: a day's level has fixed thresholds, never scaled to the maximum: by count 0, 1, 2, 3, 4+ entries; by words no entry, below the first step, then each step reached (heatmap-words in .vault/config, default 100,300,600); by mood the mood of the day's latest entry that has one, as in 'vault calendar --mood'.",
                       ko: "히트맵: 날의 단계는 정해진 기준으로 나누며, 가장 큰 값에 맞춰 늘리지 않습니다. 일기 수는 0, 1, 2, 3, 4개 이상; 단어 수는 일기 없음, 첫 기준 미만, 그다음은 넘은 기준마다 한 단계 (.vault/config 의 heatmap-words, 기본값 100,300,600); 기분은 'vault calendar --mood'처럼 그날 기분이 있는 마지막 일기의 기분입니다.",
                       de: "Heatmap: Die Stufe eines Tages hat feste Schwellen und wird nie auf das Maximum skaliert: nach Anzahl 0, 1, 2, 3, 4+ Einträge; nach Wörtern kein Eintrag, unter der ersten Schwelle, dann jede erreichte Schwelle (heatmap-words in .vault/config, Standard 100,300,600); nach Stimmung die Stimmung des letzten Eintrags des Tages, der eine hat, wie bei 'vault calendar --mood'.",
                       ja: "ヒートマップ: 日の段階は固定のしきい値で決まり、最大値に合わせて伸縮しません。件数では0、1、2、3、4件以上。単語数では日記なし、最初のしきい値未満、それ以降は達したしきい値ごと (.vault/config の heatmap-words、既定値 100,300,600)。気分では 'vault calendar --mood' と同じく、その日の気分のある最後の日記の気分です。",
                       zh: "热力图：每天的等级按固定阈值划分，从不按最大值缩放：按篇数为 0、1、2、3、4 篇及以上；按词数为没有日记、低于第一档，之后每达到一档升一级（.vault/config 中的 heatmap-words，默认 100,300,600）；按心情为当天最后一篇有心情的日记的心情，与 'vault calendar --mood' 相同。")

        case .checkChecked: return Row(en: "checked {x}", ko: "{x} 검사", de: "{x} geprüft", ja: "{x}を検査", zh: "已检查{x}")
        case .checkMade: return Row(en: ", made {x}", ko: ", {x} 수정", de: ", {x} vorgenommen", ja: ", {x}を修正", zh: ", 修复{x}")
        case .checkNoProblems: return Row(en: ": no problems", ko: ": 문제 없음", de: ": keine Probleme", ja: ": 問題なし", zh: ": 没有问题")
        case .checkProblems: return Row(en: ": {x} ({e}, {w})", ko: ": {x} ({e}, {w})", de: ": {x} ({e}, {w})", ja: ": {x} ({e}, {w})", zh: ": {x} ({e}, {w})")
        case .checkFixable:
            return Row(en: ", {n} fixable with 'vault check --fix'", ko: ", 그중 {n}개는 'vault check --fix'로 고칠 수 있음",
                       de: ", {n} davon mit 'vault check --fix' behebbar", ja: ", うち{n}件は 'vault check --fix' で修正可能",
                       zh: ", 其中{n}个可用 'vault check --fix' 修复")
        case .countEntries: return Row(en: "1 entry|{n} entries", ko: "일기 {n}편", de: "1 Eintrag|{n} Einträge", ja: "日記{n}件", zh: "{n}篇日记")
        case .countFixes: return Row(en: "1 fix|{n} fixes", ko: "{n}건", de: "1 Korrektur|{n} Korrekturen", ja: "{n}件", zh: "{n}处")
        case .countProblems: return Row(en: "1 problem|{n} problems", ko: "문제 {n}개", de: "1 Problem|{n} Probleme", ja: "問題{n}件", zh: "{n}个问题")
        case .countErrors: return Row(en: "1 error|{n} errors", ko: "오류 {n}개", de: "1 Fehler|{n} Fehler", ja: "エラー{n}件", zh: "{n}个错误")
        case .countWarnings: return Row(en: "1 warning|{n} warnings", ko: "경고 {n}개", de: "1 Warnung|{n} Warnungen", ja: "警告{n}件", zh: "{n}个警告")
        case .historyCreated: return Row(en: "created", ko: "만듦", de: "angelegt", ja: "作成", zh: "创建")
        case .historyMovedFrom: return Row(en: "moved from {x}", ko: "{x}에서 옮김", de: "verschoben aus {x}", ja: "{x}から移動", zh: "从{x}移来")
        case .historyKeyAdded: return Row(en: "{x} added", ko: "{x} 추가", de: "{x} hinzugefügt", ja: "{x}を追加", zh: "添加{x}")
        case .historyKeyChanged: return Row(en: "{x} changed", ko: "{x} 변경", de: "{x} geändert", ja: "{x}を変更", zh: "更改{x}")
        case .historyKeyRemoved: return Row(en: "{x} removed", ko: "{x} 삭제", de: "{x} entfernt", ja: "{x}を削除", zh: "删除{x}")
        case .historyBodyChanged: return Row(en: "body changed", ko: "본문 변경", de: "Text geändert", ja: "本文を変更", zh: "正文已更改")
        case .historyNoChange: return Row(en: "no change to the front matter or body", ko: "머리말과 본문 변경 없음",
                                          de: "keine Änderung an Front Matter oder Text", ja: "フロントマターと本文の変更なし", zh: "前言和正文均无更改")
        case .syncCommitted: return Row(en: "committed {x}: {y}", ko: "{x} 커밋: {y}", de: "{x} committet: {y}", ja: "{x} をコミット: {y}", zh: "已提交 {x}：{y}")
        case .syncNothingCameIn: return Row(en: "nothing came in from {x}", ko: "{x}에서 받은 변경 없음", de: "nichts Neues von {x}", ja: "{x} からの変更なし", zh: "{x} 没有新的变更")
        case .syncPulled: return Row(en: "pulled from {x} ({y}): {z} came in", ko: "{x}에서 받음 ({y}): {z}", de: "von {x} geholt ({y}): {z} neu", ja: "{x} から取得 ({y}): {z}", zh: "已从 {x} 拉取（{y}）：{z}")
        case .syncWroteIndex: return Row(en: "wrote {x} afresh: {y}", ko: "{x} 새로 씀: {y}", de: "{x} neu geschrieben: {y}", ja: "{x} を書き直し: {y}", zh: "已重写 {x}：{y}")
        case .syncPushed: return Row(en: "pushed to {x}: {z} went out", ko: "{x}에 보냄: {z}", de: "nach {x} gepusht: {z}", ja: "{x} へプッシュ: {z}", zh: "已推送到 {x}：{z}")
        case .syncNothingToPush: return Row(en: "nothing to push", ko: "보낼 변경 없음", de: "nichts zu pushen", ja: "プッシュする変更なし", zh: "没有要推送的内容")
        case .syncOtherFiles: return Row(en: "1 other file|{n} other files", ko: "다른 파일 {n}개", de: "1 andere Datei|{n} andere Dateien", ja: "その他のファイル{n}件", zh: "{n}个其他文件")
        case .syncBoth: return Row(en: "{x} and {y}", ko: "{x}, {y}", de: "{x} und {y}", ja: "{x}、{y}", zh: "{x}和{y}")
        case .syncAdded: return Row(en: "added", ko: "추가", de: "neu", ja: "追加", zh: "新增")
        case .syncChanged: return Row(en: "changed", ko: "변경", de: "geändert", ja: "変更", zh: "更改")
        case .syncMoved: return Row(en: "moved", ko: "이동", de: "verschoben", ja: "移動", zh: "移动")
        case .syncRemoved: return Row(en: "removed", ko: "삭제", de: "entfernt", ja: "削除", zh: "删除")
        case .syncFrom: return Row(en: "(from {x})", ko: "({x}에서)", de: "(aus {x})", ja: "({x}から)", zh: "（来自 {x}）")
        case .resolveNothing:
            return Row(en: "{x} has no conflict markers; nothing to resolve", ko: "{x}에 충돌 표시가 없어 해결할 것이 없습니다",
                       de: "{x} hat keine Konfliktmarker; nichts aufzulösen", ja: "{x} に競合マーカーはありません。解決するものはありません",
                       zh: "{x} 没有冲突标记，无需解决")
        case .resolveResolved: return Row(en: "resolved {x} ({y})", ko: "{x} 해결 ({y})", de: "{x} aufgelöst ({y})", ja: "{x} を解決 ({y})", zh: "已解决 {x}（{y}）")
        case .resolveHowOurs: return Row(en: "ours", ko: "내 쪽", de: "unsere Seite", ja: "自分側", zh: "我方")
        case .resolveHowTheirs: return Row(en: "theirs", ko: "상대 쪽", de: "ihre Seite", ja: "相手側", zh: "对方")
        case .resolveHowBoth: return Row(en: "both", ko: "양쪽 모두", de: "beide Seiten", ja: "両方", zh: "双方")
        case .resolveHowEdited: return Row(en: "edited", ko: "편집함", de: "bearbeitet", ja: "編集済み", zh: "已编辑")
        case .resolveHowMerged:
            return Row(en: "merged by vault, no conflict left", ko: "vault가 병합, 남은 충돌 없음", de: "von vault zusammengeführt, kein Konflikt übrig",
                       ja: "vault が統合、競合は残っていません", zh: "由 vault 合并，没有剩余冲突")
        case .resolveSecondEntry:
            return Row(en: "wrote {x} (theirs, a second entry)", ko: "{x} 씀 (상대 쪽, 두 번째 일기)", de: "{x} geschrieben (ihre Seite, ein zweiter Eintrag)",
                       ja: "{x} を書き込み (相手側、2つ目の日記)", zh: "已写入 {x}（对方，第二篇日记）")
        case .resolveStaged: return Row(en: "marked resolved (git add)", ko: "해결됨으로 표시 (git add)", de: "als aufgelöst markiert (git add)",
                                        ja: "解決済みにしました (git add)", zh: "已标记为已解决（git add）")
        case .resolveStagedInOperation:
            return Row(en: "marked resolved in the {x} (git add); when no conflict is left, finish it with '{y}'",
                       ko: "{x}에서 해결됨으로 표시 (git add). 충돌이 더 없으면 '{y}'(으)로 마치세요",
                       de: "im {x} als aufgelöst markiert (git add); wenn kein Konflikt mehr bleibt, mit '{y}' abschließen",
                       ja: "{x} で解決済みにしました (git add)。競合が残っていなければ '{y}' で完了してください",
                       zh: "已在 {x} 中标记为已解决（git add）；没有剩余冲突时，用 '{y}' 完成")
        case .resolveIndexAdded:
            return Row(en: "no conflict is left: wrote {x} afresh and added it (git add)", ko: "남은 충돌 없음: {x}을(를) 새로 쓰고 추가함 (git add)",
                       de: "kein Konflikt übrig: {x} neu geschrieben und hinzugefügt (git add)", ja: "競合は残っていません: {x} を書き直して追加しました (git add)",
                       zh: "没有剩余冲突：已重写 {x} 并添加（git add）")
        case .gitSetupNothing:
            return Row(en: "git is already set up to merge entries with vault; nothing to do", ko: "git은 이미 vault로 일기를 병합하도록 설정되어 있습니다. 할 일 없음",
                       de: "git führt Einträge bereits mit vault zusammen; nichts zu tun", ja: "git はすでに vault で日記を統合するよう設定済みです。何もしません",
                       zh: "git 已设置为用 vault 合并日记；无需操作")
        case .gitSetupDone:
            return Row(en: "set up git to merge entries with vault", ko: "git이 vault로 일기를 병합하도록 설정함", de: "git führt Einträge jetzt mit vault zusammen",
                       ja: "git が vault で日記を統合するよう設定しました", zh: "已设置 git 用 vault 合并日记")
        case .gitSetupWrote: return Row(en: "wrote {x}", ko: "{x} 씀", de: "{x} geschrieben", ja: "{x} を書き込み", zh: "已写入 {x}")
        case .gitHookAmended:
            return Row(en: "vault: wrote {x} afresh and folded it into {y}", ko: "vault: {x}을(를) 새로 써서 {y}에 합침",
                       de: "vault: {x} neu geschrieben und in {y} aufgenommen", ja: "vault: {x} を書き直して {y} に含めました", zh: "vault：已重写 {x} 并并入 {y}")
        case .gitHookCommitted:
            return Row(en: "vault: wrote {x} afresh and committed it: {y}", ko: "vault: {x}을(를) 새로 써서 커밋함: {y}",
                       de: "vault: {x} neu geschrieben und committet: {y}", ja: "vault: {x} を書き直してコミットしました: {y}", zh: "vault：已重写 {x} 并提交：{y}")
        case .gitHookSkipped:
            return Row(en: "vault: {x} has changes that are not committed, so it was not written afresh; run 'vault index --write' when you are ready",
                       ko: "vault: {x}에 커밋하지 않은 변경이 있어 새로 쓰지 않았습니다. 준비되면 'vault index --write'를 실행하세요",
                       de: "vault: {x} hat Änderungen, die nicht committet sind, und wurde daher nicht neu geschrieben; 'vault index --write' ausführen, wenn es so weit ist",
                       ja: "vault: {x} にコミットしていない変更があるため書き直しませんでした。準備ができたら 'vault index --write' を実行してください",
                       zh: "vault：{x} 有未提交的更改，因此没有重写；准备好后运行 'vault index --write'")
        case .newEmpty:
            return Row(en: "the entry is empty; nothing was created", ko: "일기가 비어 있어 아무것도 만들지 않았습니다",
                       de: "der Eintrag ist leer; nichts wurde angelegt", ja: "日記が空なので、何も作成しませんでした",
                       zh: "日记是空的，没有创建任何内容")
        case .newEmptyStandardInput:
            return Row(en: "standard input was empty, so the entry is empty; nothing was created",
                       ko: "표준 입력이 비어 있어 일기가 비었습니다. 아무것도 만들지 않았습니다",
                       de: "die Standardeingabe war leer, also ist der Eintrag leer; nichts wurde angelegt",
                       ja: "標準入力が空だったため日記が空です。何も作成しませんでした",
                       zh: "标准输入是空的，所以日记是空的，没有创建任何内容")
        case .lspActionFix:
            return Row(en: "Fix: {y} ({x})", ko: "고치기: {y} ({x})", de: "Korrigieren: {y} ({x})", ja: "修正: {y}（{x}）", zh: "修复：{y}（{x}）")
        case .lspActionStar:
            return Row(en: "Star this entry ({x})", ko: "이 일기에 별표 ({x})", de: "Diesen Eintrag markieren ({x})",
                       ja: "この日記にスターを付ける（{x}）", zh: "给这篇日记加星标（{x}）")
        case .lspActionUnstar:
            return Row(en: "Unstar this entry ({x})", ko: "이 일기의 별표 해제 ({x})", de: "Markierung dieses Eintrags entfernen ({x})",
                       ja: "この日記のスターを外す（{x}）", zh: "取消这篇日记的星标（{x}）")
        case .lspActionSetMood:
            return Row(en: "Set the mood to {y} ({x})", ko: "기분 설정: {y} ({x})", de: "Stimmung auf „{y}“ setzen ({x})",
                       ja: "気分を「{y}」に設定（{x}）", zh: "把心情设为“{y}”（{x}）")
        case .siteHome: return Row(en: "Home", ko: "홈", de: "Start", ja: "ホーム", zh: "首页")
        case .siteLatest: return Row(en: "Latest entries", ko: "최근 일기", de: "Neueste Einträge", ja: "最近の日記", zh: "最新日记")
        case .siteOnThisDay: return Row(en: "On this day", ko: "이날의 기록", de: "An diesem Tag", ja: "この日の日記", zh: "那年今日")
        case .siteTags: return Row(en: "Tags", ko: "태그", de: "Schlagwörter", ja: "タグ", zh: "标签")
        case .siteStats: return Row(en: "Statistics", ko: "통계", de: "Statistik", ja: "統計", zh: "统计")
        case .siteSearch: return Row(en: "Search", ko: "검색", de: "Suche", ja: "検索", zh: "搜索")
        case .siteSearchHint: return Row(en: "Titles, bodies, tags and front matter; case and Unicode form ignored.", ko: "제목, 본문, 태그, 머리말에서 찾습니다. 대소문자와 유니코드 형식은 구분하지 않습니다.", de: "Titel, Texte, Schlagwörter und Front Matter; Groß-/Kleinschreibung und Unicode-Form werden ignoriert.", ja: "タイトル、本文、タグ、フロントマターを検索します。大文字小文字とUnicodeの形式は区別しません。", zh: "搜索标题、正文、标签和前置元数据；不区分大小写和 Unicode 形式。")
        case .siteSearchNeedsScript: return Row(en: "Search needs JavaScript; every other page works without it.", ko: "검색에는 자바스크립트가 필요합니다. 다른 페이지는 없어도 됩니다.", de: "Die Suche braucht JavaScript; alle anderen Seiten kommen ohne aus.", ja: "検索にはJavaScriptが必要です。他のページは不要です。", zh: "搜索需要 JavaScript；其他页面都不需要。")
        case .siteSearchResults: return Row(en: "1 result|{n} results", ko: "결과 {n}개", de: "1 Treffer|{n} Treffer", ja: "{n}件", zh: "{n}条结果")
        case .sitePrevious: return Row(en: "Previous", ko: "이전", de: "Vorheriger", ja: "前へ", zh: "上一篇")
        case .siteNext: return Row(en: "Next", ko: "다음", de: "Nächster", ja: "次へ", zh: "下一篇")
        case .siteAttachments: return Row(en: "Attachments", ko: "첨부 파일", de: "Anhänge", ja: "添付ファイル", zh: "附件")
        case .siteDay: return Row(en: "This day", ko: "이날", de: "Dieser Tag", ja: "この日", zh: "当天")
        case .siteYear: return Row(en: "Year", ko: "연도", de: "Jahr", ja: "年", zh: "年份")
        case .siteMoodsPerMonth: return Row(en: "Moods per month", ko: "월별 기분", de: "Stimmungen pro Monat", ja: "月ごとの気分", zh: "每月心情")
        case .siteAllEntries: return Row(en: "All entries", ko: "모든 일기", de: "Alle Einträge", ja: "すべての日記", zh: "全部日记")
        case .sitePrivateLeftOut: return Row(en: "1 private entry left out|{n} private entries left out", ko: "비공개 일기 {n}편 제외", de: "1 privater Eintrag ausgelassen|{n} private Einträge ausgelassen", ja: "非公開の日記{n}件を除外", zh: "已略去{n}篇私密日记")
        }
    }
}
