import Testing
import StrictXML
@Test func stub() {}
