import Testing
@testable import LayoutRenderer

/// Id tags name the view: the id, or its trailing dotted parts, never a fragment (issue 11,
/// point 4; issue 35, point 3). At scale 1 a tag of n characters is 6n − 1 pixels wide.
@Suite("Id tags")
struct IdTagTests {
    @Test("A tag that fits is shown whole, class included; then the id alone")
    func whole() {
        #expect(IdTag.fitted(id: "signIn", className: "button", toWidth: 89, scale: 1) == "signIn (button)")
        #expect(IdTag.fitted(id: "signIn", className: "button", toWidth: 88, scale: 1) == "signIn")
        #expect(IdTag.fitted(id: "signIn", className: nil, toWidth: 35, scale: 1) == "signIn")
        #expect(IdTag.fitted(id: "signIn", className: "button", toWidth: 178, scale: 2) == "signIn (button)")
    }

    @Test("A dotted id loses its leading parts first")
    func dotted() {
        #expect(IdTag.fitted(id: "login.form.signIn", className: nil, toWidth: 101, scale: 1) == "login.form.signIn")
        #expect(IdTag.fitted(id: "login.form.signIn", className: nil, toWidth: 70, scale: 1) == "form.signIn")
        #expect(IdTag.fitted(id: "login.form.signIn", className: "button", toWidth: 40, scale: 1) == "signIn")
        // Not even its last part fits: no tag inside (before: "...Button").
        #expect(IdTag.fitted(id: "login.form.signInButton", className: nil, toWidth: 53, scale: 1) == "")
    }

    @Test("An id too long for its view gets no tag inside it, never a fragment (before: \"...rTitle\")")
    func noFragment() {
        #expect(IdTag.fitted(id: "settingsHeaderTitle", className: nil, toWidth: 113, scale: 1) == "settingsHeaderTitle")
        #expect(IdTag.fitted(id: "settingsHeaderTitle", className: nil, toWidth: 112, scale: 1) == "")
        #expect(IdTag.fitted(id: "settingsHeaderTitle", className: nil, toWidth: 94, scale: 2) == "")
        // An empty last part names nothing on its own: the parts before it stay.
        #expect(IdTag.fitted(id: "section.row.", className: nil, toWidth: 41, scale: 1) == "row.")
        #expect(IdTag.fitted(id: "section.row.", className: nil, toWidth: 22, scale: 1) == "")
        #expect(IdTag.fitted(id: "section.row.", className: nil, toWidth: 23, scale: 1) == "row.")
    }

    @Test("A tag outside the view, at the end of a leader line: the id, its trailing parts when wider than the room, else the whole id")
    func leaderTag() {
        #expect(IdTag.leaderTag(id: "login.form.signInButton", toWidth: 137, scale: 1) == "login.form.signInButton")
        #expect(IdTag.leaderTag(id: "login.form.signInButton", toWidth: 100, scale: 1) == "signInButton")
        #expect(IdTag.leaderTag(id: "login.form.signInButton", toWidth: 50, scale: 1) == "login.form.signInButton")
        #expect(IdTag.leaderTag(id: "settingsHeaderTitle", toWidth: 50, scale: 1) == "settingsHeaderTitle")
    }

    @Test("Whatever the width, the result fits it")
    func alwaysFits() {
        for width in -3...140 {
            for scale in 1...3 {
                let tag = IdTag.fitted(id: "profile.header.avatarImageView", className: "imageView", toWidth: width, scale: scale)
                #expect(BitmapFont.width(of: tag, scale: scale) <= max(width, 0))
            }
        }
    }
}
