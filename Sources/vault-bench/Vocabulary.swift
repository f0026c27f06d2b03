/// The word lists the generator draws from: English filler with diary words, Korean sentences,
/// emoji lines, title parts, tags, moods, UTC offsets and front-matter comments.
///
/// Changing any list changes every generated vault, so treat them as part of the format: a change
/// here must come with a note in docs/PERFORMANCE.md.
enum Vocabulary {
    /// Lorem-ipsum words, three times as likely as the diary words.
    static let lorem = """
        lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
        labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
        nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
        cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
        officia deserunt mollit anim id est laborum
        """.split(separator: " ").map(String.init)

    /// Everyday words, so bodies read like a diary.
    static let diary = """
        today morning evening coffee walk river rain sun wind cold warm tired happy quiet work \
        meeting friend mother father sister brother dinner lunch train bus book music garden cat \
        dog city park street window light dream sleep early late long short slow again maybe \
        finally still remember think feel wrote read cooked laughed waited talked called weekend \
        office kitchen market bridge station
        """.split(separator: " ").map(String.init)

    /// The words of English paragraphs.
    static let words = lorem + lorem + lorem + diary

    /// Korean sentences; about 6 % of paragraphs are one to three of them.
    static let koreanLines = [
        "오늘은 날씨가 정말 좋았다.", "한강을 따라 천천히 걸었다.", "저녁에 가족과 함께 밥을 먹었다.",
        "비가 와서 하루 종일 집에 있었다.", "친구에게 오랜만에 전화가 왔다.", "회사 일이 너무 많아서 피곤하다.",
        "커피 한 잔 마시면서 책을 읽었다.", "내일은 조금 더 일찍 일어나야겠다.", "고양이가 창가에서 햇볕을 쬐고 있었다.",
        "지하철에서 우연히 옛 동료를 만났다.", "엄마가 보내준 김치가 도착했다.", "산책하다가 예쁜 카페를 발견했다.",
    ]

    /// Emoji lines (with ZWJ sequences, flags and variation selectors); about 4 % of paragraphs.
    static let emojiLines = [
        "☕️☕️ 🌧️", "🚶‍♀️🌉🌇", "😴💤", "🎉🎂🥳 👨‍👩‍👧", "❤️", "🍜🍶 🇰🇷", "🌸🌸🌸", "📚✍️", "🐈‍⬛ ☀️", "😤 … 🙂",
    ]

    static let titleAdjectives = ["Evening", "Morning", "Quiet", "Long", "Rainy", "Sunny", "Lazy", "Busy",
                                  "Late", "Early", "Cold", "Warm", "Strange", "Good", "Slow", "Windy"]
    static let titleNouns = ["walk", "dinner", "day", "thoughts", "coffee", "train ride", "meeting", "visit",
                             "run", "lunch", "afternoon", "night", "weekend", "call", "market trip", "reading"]
    static let titlePlaces = ["by the river", "at home", "in the park", "with family", "at the office", "downtown",
                              "in Busan", "with friends", "at the market", "on the bridge", "in the rain", "after work"]
    static let titleTopics = ["work", "moving house", "the new job", "sleep", "old friends", "cooking",
                              "running", "books", "the garden", "money", "winter", "being tired"]
    /// Korean titles (about 3 %): their slugs keep the Hangul, so those file names are not ASCII.
    static let koreanTitles = ["한강 산책", "비 오는 날", "가족 저녁 식사", "조용한 주말", "첫눈",
                               "회사 야근", "부산 여행", "생일 파티", "새 책", "늦은 밤 생각"]
    static let titleEmoji = ["🎂", "☔", "🌸", "🚆", "☕"]

    static let tags = ["walk", "family", "work", "travel", "food", "health", "reading", "music", "friends",
                       "rain", "running", "sleep", "cooking", "movies", "garden", "kids", "money", "study",
                       "coffee", "weekend", "office", "seoul", "busan", "cat", "dream", "gratitude",
                       "anxiety", "project", "birthday", "holiday", "여행", "가족"]

    /// The five moods and their weights in percent.
    static let moods = ["bad", "not-great", "okay", "good", "great"]
    static let moodWeights = [8, 17, 35, 28, 12]

    /// UTC offsets and their weights: mostly Korea, some that put the UTC day elsewhere.
    static let offsets = ["+09:00", "+00:00", "+01:00", "-05:00", "-08:00", "Z"]
    static let offsetWeights = [88, 3, 3, 2, 2, 2]

    static let ownLineComments = ["# imported from Day One", "# synced from phone", "# TODO: add tags", "# 나중에 수정"]
    static let trailingComments = ["  # was a long day", "  # meh", "  # really", "  # 정말"]
}
