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
        }
    }
}
