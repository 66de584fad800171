import LayoutSnapshotTesting
import Testing
import Foundation

/// Three screens of a client app, as issue 32 tried them: a sign-up form in a scroll view with a
/// pinned button, a settings screen of stack-view rows under a large title, a tab-bar inbox.
/// `BENCH_SHIFT` (points) moves the sign-up button, to measure failing checks.
enum ClientScreens {
    static var shift: Double { Double(ProcessInfo.processInfo.environment["BENCH_SHIFT"] ?? "") ?? 0 }

    static func signUp() -> ViewControllerNode {
        var scroll = View.scrollView(id: "form")
        var column = View.stackView(id: "fields", axis: .vertical)
        column.spacing = 12
        for (id, placeholder) in [("name", "Full name"), ("email", "Email address"), ("password", "Password"), ("confirm", "Confirm password")] {
            var field = View(id: id, viewClass: .textField)
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            column.addArrangedSubview(field)
        }
        var terms = View(id: "terms", viewClass: .label)
        terms.text = "By signing up you agree to the terms of service and the privacy policy of the app."
        terms.numberOfLines = 0
        terms.font = .textStyle(.footnote)
        column.addArrangedSubview(terms)
        scroll.addSubview(column)
        scroll.activate([
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            column.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
        ])
        var button = View(id: "signUp", viewClass: .button)
        button.title = "Create account"
        button.buttonType = .system
        var root = View(id: "root")
        root.addSubview(scroll)
        root.addSubview(button)
        root.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -12),
            button.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -12 - shift),
        ])
        return .navigationController(NavigationController(id: "signUpNav", viewControllers: [.viewController(ViewController(id: "signUpScreen", view: root))]))
    }

    static func settings() -> ViewControllerNode {
        var rows = View.stackView(id: "rows", axis: .vertical)
        rows.spacing = 1
        for (id, text) in [("wifi", "Wi-Fi"), ("bluetooth", "Bluetooth"), ("notifications", "Notifications"), ("privacy", "Privacy and Security")] {
            var label = View(id: "\(id).label", viewClass: .label)
            label.text = text
            var toggle = View(id: "\(id).switch")
            toggle.intrinsicContentSize = Size(width: 51, height: 31)
            // A UISwitch hugs its size at 750: the label takes the row's width.
            toggle.contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
            var row = View.stackView(id: "\(id).row", arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.spacing = View.spacingUseSystem
            row.isLayoutMarginsRelativeArrangement = true
            rows.addArrangedSubview(row)
        }
        var root = View(id: "settingsRoot")
        root.addSubview(rows)
        root.activate([
            rows.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16),
            rows.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        var nav = NavigationController(id: "settingsNav", viewControllers: [.viewController(ViewController(id: "settings", view: root))])
        nav.prefersLargeTitles = true
        return .navigationController(nav)
    }

    static func inbox() -> ViewControllerNode {
        func message(_ id: String, _ sender: String, _ subject: String) -> TableRow {
            var from = View(id: "\(id).from", viewClass: .label)
            from.text = sender
            from.font = .textStyle(.headline)
            var line = View(id: "\(id).subject", viewClass: .label)
            line.text = subject
            line.numberOfLines = 2
            var row = TableRow(id: id, height: TableRow.automaticDimension, subviews: [from, line])
            let content = row.contentView
            row.contentView.activate([
                from.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                from.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                from.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                line.topAnchor.constraint(equalTo: from.bottomAnchor, constant: 4),
                line.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                line.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                line.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
            ])
            return row
        }
        let messages = View.tableView(id: "messages", rows: (1...8).map { message("m\($0)", "Sender \($0)", "A subject line long enough to wrap onto a second line on the narrower phones, number \($0)") })
        var inboxNav = NavigationController(id: "inboxNav", viewControllers: [.viewController(ViewController(id: "inbox", view: messages))])
        inboxNav.prefersLargeTitles = true
        let other = NavigationController(id: "archiveNav", viewControllers: [.viewController(ViewController(id: "archive"))])
        return .tabBarController(TabBarController(id: "tabs", viewControllers: [.navigationController(inboxNav), .navigationController(other)], selectedIndex: 0))
    }
}

/// Each screen on the default devices and orientations, at the default text size and AX5.
@Suite struct ClientSnapshots {
    static let categories: ContentSizeCategorySelection = [.large, .accessibilityExtraExtraExtraLarge]

    @Test func signUp() { assertLayoutSnapshot(of: ClientScreens.signUp(), contentSizeCategories: Self.categories) }
    @Test func settings() { assertLayoutSnapshot(of: ClientScreens.settings(), contentSizeCategories: Self.categories) }
    @Test func inbox() { assertLayoutSnapshot(of: ClientScreens.inbox(), contentSizeCategories: Self.categories) }
}
