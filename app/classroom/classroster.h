// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

// Who is in the live class (docs/classroom.md), as plain data: the connections open from
// each network address, the students (the pages' tokens) and the socket each holds now,
// and which address brought each token in. ClassServer keeps the sockets and asks this
// class what to do; nothing here closes or sends anything, so no call can change the
// roster while another is under way, and every answer is a value, never a reference
// into it.
//
// The rules: a connection is opened only below a cap per address and in all; a socket
// joins once, with the class's code; an address that sent too many wrong codes in a
// minute is paused; one address brings in at most TokensPerAddress students (a reload
// and a second tab fit, a script minting tokens does not); a token that joins again
// replaces its old socket; a seat is a student who is connected or has answered.
class ClassRoster
{
public:
    using Connection = std::uint64_t; // the server's number for one socket, never reused

    struct Limits
    {
        int seats = 500;
        int tokensPerAddress = 4;
        int connectionsPerAddress = 16;
        int connections = 900;
        int wrongCodesPerMinute = 10;
        std::int64_t pauseMilliseconds = 60000;
    };

    enum class Join {
        Joined, // a new student
        Rejoined, // a student came back (a reload, a phone that slept, another tab)
        AlreadyJoined, // this socket has a token: the message is ignored
        WrongCode,
        Paused, // too many wrong codes from this address: joins wait
        DeviceFull, // this address brought in tokensPerAddress students already
        ClassFull, // every seat is taken
        Unknown, // no such connection
    };
    struct JoinResult
    {
        Join verdict = Join::Unknown;
        // Rejoined: the token's previous socket, which the server closes (0: none open).
        Connection replaced = 0;
        // Paused: how long the address still waits.
        std::int64_t waitMilliseconds = 0;
    };

    explicit ClassRoster(std::string code, Limits limits);
    explicit ClassRoster(std::string code)
        : ClassRoster(std::move(code), Limits())
    { }

    const std::string &code() const { return m_code; }
    const Limits &limits() const { return m_limits; }

    // A TCP connection from `address` may be kept (false: over a cap; close it at once).
    bool openConnection(const std::string &address);
    void closeConnection(const std::string &address);
    int connectionCount() const { return m_connectionCount; }

    // A socket upgraded to the class's WebSocket, not joined yet.
    void openSocket(Connection socket, const std::string &address);
    JoinResult join(
        Connection socket, const std::string &code, const std::string &token, std::int64_t now);
    // The socket closed: the token it carried, when it was that token's socket (the student
    // is gone until it joins again).
    std::optional<std::string> closeSocket(Connection socket);
    // The token's answer was counted: the student keeps the seat from now on.
    void answered(const std::string &token);

    // The token a socket carries (none: not joined, or replaced by a newer socket).
    std::optional<std::string> tokenOf(Connection socket) const;
    std::optional<Connection> socketOf(const std::string &token) const;
    // The joined students' sockets, one per student.
    std::vector<Connection> studentSockets() const;
    std::vector<std::string> tokens() const;
    int studentCount() const { return int(m_online.size()); }
    int seatCount() const { return int(m_seats.size()); }
    bool hasSocket(Connection socket) const { return m_sockets.count(socket) != 0; }
    int socketCount() const { return int(m_sockets.size()); }

    // Every cross-reference agrees (the tests check it after each change).
    bool consistent() const;

private:
    struct Address
    {
        int connections = 0;
        std::set<std::string> tokens; // the students it brought in
        std::deque<std::int64_t> wrongCodes; // times, the last minute's
        std::int64_t pausedUntil = 0;
    };
    struct Seat
    {
        std::string address; // the address that brought the token in
        bool answered = false;
    };
    struct Socket
    {
        std::string address;
        std::string token; // empty until joined
    };
    void release(const std::string &token);
    void forgetAddressIfIdle(const std::string &address);

    std::string m_code;
    Limits m_limits;
    int m_connectionCount = 0;
    std::map<std::string, Address> m_addresses;
    std::map<std::string, Seat> m_seats; // token -> seat
    std::map<std::string, Connection> m_online; // token -> its socket now
    std::map<Connection, Socket> m_sockets;
};
