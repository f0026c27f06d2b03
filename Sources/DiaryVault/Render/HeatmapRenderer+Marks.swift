extension HeatmapRenderer {
    /// The character of a day, with its colour.
    enum Mark: Hashable, Sendable {
        /// A level of `top` levels above 0: `·` for 0, then `░ ▒ ▓ █` spread so that `top` is `█`.
        case level(Int, Int)
        /// A day's mood: `b n o g G` as in `vault calendar --mood`.
        case mood(Mood)
        /// A day with entries but no known mood: `?`.
        case unknownMood

        /// The mark of a day.
        init(_ day: Heatmap.Day?, measure: Heatmap.Measure) {
            guard let day, day.entryCount > 0 else { self = .level(0, 1); return }
            switch measure {
            case .count: self = .level(min(day.entryCount, Heatmap.countThresholds.count), Heatmap.countThresholds.count)
            case .words(let steps): self = .level(1 + steps.filter { day.words >= $0 }.count, steps.count + 1)
            case .mood: self = day.mood.map(Mark.mood) ?? .unknownMood
            }
        }

        /// The index of the character in `· ░ ▒ ▓ █`.
        private var shade: Int {
            guard case .level(let level, let top) = self, level > 0 else { return 0 }
            return max(1, min(4, (level * 4 + top / 2) / top))
        }

        /// The character, visible without colour.
        var symbol: String {
            switch self {
            case .level: ["·", "░", "▒", "▓", "█"][shade]
            case .mood(let mood): CalendarRenderer.Mark.mood(mood).symbol
            case .unknownMood: "?"
            }
        }

        /// The 256-colour foreground (SGR `38;5;N`): greys to greens for levels, red to green
        /// for moods.
        var color: Int {
            switch self {
            case .level: [240, 22, 28, 34, 46][shade]
            case .mood(.bad): 160
            case .mood(.notGreat): 208
            case .mood(.okay): 220
            case .mood(.good): 114
            case .mood(.great): 34
            case .unknownMood: 250
            }
        }

        /// The character in its colour (in reverse video for today), or bare when colour is off.
        func styled(_ style: TextStyle, reversed: Bool = false) -> String {
            style.isColorEnabled ? "\u{1B}[\(reversed ? "7;" : "")38;5;\(color)m\(symbol)\u{1B}[0m" : symbol
        }
    }
}
