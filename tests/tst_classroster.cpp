// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroster.h"

#include <QtTest>

#include <map>
#include <random>
#include <set>

// Who is in the live class, without a socket (docs/classroom.md): a student who comes back
// replaces their old socket and keeps their seat; one address brings in at most four
// students; a socket carries one token; wrong codes pause an address; seats are real
// students; and thousands of random orders of joins, rejoins, closes and answers leave
// the roster agreeing with itself and with a plain model of the room.
class TestClassRoster : public QObject
{
    Q_OBJECT

private slots:
    void aStudentWhoComesBackReplacesTheOldSocket();
    void oneAddressBringsInFourStudents();
    void aSocketCarriesOneToken();
    void wrongCodesPauseTheAddress();
    void mintedTokensHoldNoSeat();
    void seatsAreRealStudents();
    void connectionsAreCapped();
    void randomOrders_data();
    void randomOrders();
};

namespace {
const std::string Code = "K7M2QX";
std::string token(int n)
{
    return "student-token-" + std::to_string(1000 + n);
}
} // namespace

void TestClassRoster::aStudentWhoComesBackReplacesTheOldSocket()
{
    ClassRoster roster(Code);
    roster.openSocket(1, "10.0.0.5");
    QCOMPARE(roster.join(1, Code, token(1), 0).verdict, ClassRoster::Join::Joined);
    // A phone that slept: the same token on a new socket, before the old one has closed.
    roster.openSocket(2, "10.0.0.5");
    const ClassRoster::JoinResult again = roster.join(2, Code, token(1), 10);
    QCOMPARE(again.verdict, ClassRoster::Join::Rejoined);
    QCOMPARE(again.replaced, ClassRoster::Connection(1));
    QCOMPARE(roster.studentCount(), 1);
    QVERIFY(!roster.tokenOf(1));
    QCOMPARE(*roster.tokenOf(2), token(1));
    // The old socket closes now: the student stays, on the new one.
    QVERIFY(!roster.closeSocket(1));
    QCOMPARE(roster.studentCount(), 1);
    QCOMPARE(*roster.socketOf(token(1)), ClassRoster::Connection(2));
    // From another network (the phone left the Wi-Fi): still the same student.
    roster.openSocket(3, "10.0.0.99");
    QCOMPARE(roster.join(3, Code, token(1), 20).verdict, ClassRoster::Join::Rejoined);
    QCOMPARE(roster.studentCount(), 1);
    QVERIFY(roster.consistent());
}

void TestClassRoster::oneAddressBringsInFourStudents()
{
    ClassRoster roster(Code);
    for (int n = 0; n < 4; ++n) {
        roster.openSocket(ClassRoster::Connection(n + 1), "10.0.0.5");
        QCOMPARE(roster.join(ClassRoster::Connection(n + 1), Code, token(n), n).verdict,
            ClassRoster::Join::Joined);
    }
    roster.openSocket(5, "10.0.0.5");
    QCOMPARE(roster.join(5, Code, token(4), 5).verdict, ClassRoster::Join::DeviceFull);
    QVERIFY(!roster.tokenOf(5));
    // A reload of one of the four still fits; another address is not affected.
    roster.openSocket(6, "10.0.0.5");
    QCOMPARE(roster.join(6, Code, token(2), 6).verdict, ClassRoster::Join::Rejoined);
    roster.openSocket(7, "10.0.0.6");
    QCOMPARE(roster.join(7, Code, token(4), 7).verdict, ClassRoster::Join::Joined);
    QCOMPARE(roster.studentCount(), 5);
    QVERIFY(roster.consistent());
}

void TestClassRoster::aSocketCarriesOneToken()
{
    ClassRoster roster(Code);
    roster.openSocket(1, "10.0.0.5");
    QCOMPARE(roster.join(1, Code, token(1), 0).verdict, ClassRoster::Join::Joined);
    for (int n = 2; n < 40; ++n)
        QCOMPARE(roster.join(1, Code, token(n), n).verdict, ClassRoster::Join::AlreadyJoined);
    QCOMPARE(roster.studentCount(), 1);
    QCOMPARE(roster.seatCount(), 1);
    QCOMPARE(*roster.tokenOf(1), token(1));
}

void TestClassRoster::wrongCodesPauseTheAddress()
{
    ClassRoster roster(Code);
    const ClassRoster::Limits limits = roster.limits();
    ClassRoster::Connection socket = 0;
    std::int64_t time = 1000;
    for (int n = 0; n < limits.wrongCodesPerMinute; ++n) {
        roster.openSocket(++socket, "10.0.0.5");
        QCOMPARE(roster.join(socket, "AAAAAA", token(n), time += 100).verdict,
            ClassRoster::Join::WrongCode);
        roster.closeSocket(socket);
    }
    // Now even the right code waits.
    roster.openSocket(++socket, "10.0.0.5");
    const ClassRoster::JoinResult paused = roster.join(socket, Code, token(50), time += 100);
    QCOMPARE(paused.verdict, ClassRoster::Join::Paused);
    QVERIFY(paused.waitMilliseconds > 0);
    QVERIFY(paused.waitMilliseconds <= limits.pauseMilliseconds);
    // Another address is not paused.
    roster.openSocket(++socket, "10.0.0.6");
    QCOMPARE(roster.join(socket, Code, token(51), time).verdict, ClassRoster::Join::Joined);
    // After the pause, the address joins.
    roster.openSocket(++socket, "10.0.0.5");
    QCOMPARE(roster.join(socket, Code, token(52), time + limits.pauseMilliseconds).verdict,
        ClassRoster::Join::Joined);
    QVERIFY(roster.consistent());

    // Wrong codes spread over more than a minute never pause.
    ClassRoster slow(Code);
    for (int n = 0; n < 3 * limits.wrongCodesPerMinute; ++n) {
        slow.openSocket(ClassRoster::Connection(n + 1), "10.0.0.7");
        QCOMPARE(slow.join(ClassRoster::Connection(n + 1), "AAAAAA", token(n), n * 7000).verdict,
            ClassRoster::Join::WrongCode);
    }
}

// One machine minting tokens: each one that leaves without answering frees its place, so
// it never counts; those that answer stay, four at most.
void TestClassRoster::mintedTokensHoldNoSeat()
{
    ClassRoster roster(Code);
    int answered = 0;
    for (int n = 0; n < 40; ++n) {
        const auto socket = ClassRoster::Connection(n + 1);
        roster.openSocket(socket, "10.0.0.5");
        const ClassRoster::Join verdict = roster.join(socket, Code, token(n), n).verdict;
        if (verdict == ClassRoster::Join::Joined) {
            roster.answered(token(n));
            ++answered;
        } else {
            QCOMPARE(verdict, ClassRoster::Join::DeviceFull);
        }
        roster.closeSocket(socket);
        QVERIFY(roster.consistent());
    }
    QCOMPARE(answered, 4);
    QCOMPARE(roster.seatCount(), 4);
    QCOMPARE(roster.studentCount(), 0);

    ClassRoster quiet(Code);
    for (int n = 0; n < 40; ++n) {
        const auto socket = ClassRoster::Connection(n + 1);
        quiet.openSocket(socket, "10.0.0.5");
        QCOMPARE(quiet.join(socket, Code, token(n), n).verdict, ClassRoster::Join::Joined);
        quiet.closeSocket(socket);
    }
    QCOMPARE(quiet.seatCount(), 0);
}

void TestClassRoster::seatsAreRealStudents()
{
    ClassRoster::Limits limits;
    limits.seats = 8;
    ClassRoster roster(Code, limits);
    ClassRoster::Connection socket = 0;
    for (int n = 0; n < 8; ++n) {
        roster.openSocket(++socket, "10.0.1." + std::to_string(n));
        QCOMPARE(roster.join(socket, Code, token(n), n).verdict, ClassRoster::Join::Joined);
    }
    roster.openSocket(++socket, "10.0.2.1");
    QCOMPARE(roster.join(socket, Code, token(99), 9).verdict, ClassRoster::Join::ClassFull);
    // One who answered and left keeps the seat and comes back into a full class.
    roster.answered(token(3));
    QVERIFY(roster.closeSocket(4));
    roster.openSocket(++socket, "10.0.2.1");
    QCOMPARE(roster.join(socket, Code, token(99), 10).verdict, ClassRoster::Join::ClassFull);
    roster.openSocket(++socket, "10.0.1.3");
    QCOMPARE(roster.join(socket, Code, token(3), 11).verdict, ClassRoster::Join::Rejoined);
    // One who never answered and left gives the seat to the next.
    QVERIFY(roster.closeSocket(1));
    roster.openSocket(++socket, "10.0.2.1");
    QCOMPARE(roster.join(socket, Code, token(99), 12).verdict, ClassRoster::Join::Joined);
    QCOMPARE(roster.seatCount(), 8);
    QVERIFY(roster.consistent());
}

void TestClassRoster::connectionsAreCapped()
{
    ClassRoster::Limits limits;
    limits.connectionsPerAddress = 16;
    limits.connections = 40;
    ClassRoster roster(Code, limits);
    int kept = 0;
    for (int n = 0; n < 1200; ++n)
        kept += roster.openConnection("10.0.0.5");
    QCOMPARE(kept, 16);
    QVERIFY(roster.openConnection("10.0.0.6"));
    for (int n = 0; n < 16; ++n)
        roster.closeConnection("10.0.0.5");
    QVERIFY(roster.openConnection("10.0.0.5"));
    // The whole server's cap, over many addresses.
    kept = 0;
    for (int n = 0; n < 100; ++n)
        kept += roster.openConnection("10.0.3." + std::to_string(n));
    QCOMPARE(roster.connectionCount(), 40);
    QCOMPARE(kept, 38);
    QVERIFY(roster.consistent());
}

void TestClassRoster::randomOrders_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 8; ++seed)
        QTest::addRow("seed %u", seed) << seed;
}

// Thousands of joins, rejoins, closes, answers and wrong codes in a random order from a
// few addresses: after each, the roster agrees with itself and with a plain model (which
// socket carries which token, who is in), and no address has more than four students.
void TestClassRoster::randomOrders()
{
    QFETCH(unsigned, seed);
    std::mt19937 random(seed);
    ClassRoster::Limits limits;
    limits.seats = 24;
    ClassRoster roster(Code, limits);
    std::map<ClassRoster::Connection, std::string> open; // socket -> its address
    std::map<std::string, ClassRoster::Connection> online; // the model: token -> socket
    std::set<std::string> answeredTokens;
    ClassRoster::Connection next = 1;
    std::int64_t time = 0;
    int joins = 0, rejoins = 0, refusals = 0, closes = 0;
    auto pick = [&](int n) { return int(random() % unsigned(n)); };
    for (int step = 0; step < 4000; ++step) {
        time += pick(3000);
        const int action = pick(10);
        if (action < 3 || open.empty()) {
            const std::string address = "10.0.0." + std::to_string(pick(6));
            roster.openSocket(next, address);
            open[next++] = address;
        } else if (action < 7) {
            auto socket = open.begin();
            std::advance(socket, pick(int(open.size())));
            const std::string tokenGiven = token(pick(40));
            const std::string code = pick(12) == 0 ? "WRONG1" : Code;
            const bool carried = roster.tokenOf(socket->first).has_value();
            const ClassRoster::JoinResult result
                = roster.join(socket->first, code, tokenGiven, time);
            switch (result.verdict) {
            case ClassRoster::Join::Joined:
            case ClassRoster::Join::Rejoined: {
                QVERIFY(!carried);
                const auto before = online.find(tokenGiven);
                if (before != online.end()) {
                    QCOMPARE(result.verdict, ClassRoster::Join::Rejoined);
                    QCOMPARE(result.replaced, before->second);
                }
                online[tokenGiven] = socket->first;
                result.verdict == ClassRoster::Join::Joined ? ++joins : ++rejoins;
                break;
            }
            case ClassRoster::Join::AlreadyJoined:
                QVERIFY(carried);
                break;
            default:
                QVERIFY(!carried);
                ++refusals;
                break;
            }
        } else if (action < 9) {
            auto socket = open.begin();
            std::advance(socket, pick(int(open.size())));
            const ClassRoster::Connection closing = socket->first;
            const std::optional<std::string> left = roster.closeSocket(closing);
            open.erase(socket);
            for (auto it = online.begin(); it != online.end(); ++it) {
                if (it->second == closing) {
                    QVERIFY(left && *left == it->first);
                    online.erase(it);
                    break;
                }
            }
            ++closes;
        } else if (!online.empty()) {
            auto student = online.begin();
            std::advance(student, pick(int(online.size())));
            roster.answered(student->first);
            answeredTokens.insert(student->first);
        }
        QVERIFY2(roster.consistent(), qPrintable(QStringLiteral("step %1").arg(step)));
        QCOMPARE(roster.studentCount(), int(online.size()));
        QCOMPARE(roster.socketCount(), int(open.size()));
        for (const auto &[studentToken, socket] : online)
            QCOMPARE(*roster.tokenOf(socket), studentToken);
    }
    // Every kind of event happened, many times (new students fewer: those who answered keep
    // their seats, and the seats and addresses fill).
    QVERIFY(joins > 20);
    QVERIFY(rejoins > 50);
    QVERIFY(refusals > 10);
    QVERIFY(closes > 300);
    QVERIFY(!answeredTokens.empty());
}

QTEST_GUILESS_MAIN(TestClassRoster)
#include "tst_classroster.moc"
