// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroster.h"

namespace {
constexpr std::int64_t Minute = 60000;
} // namespace

ClassRoster::ClassRoster(std::string code, Limits limits)
    : m_code(std::move(code))
    , m_limits(limits)
{ }

bool ClassRoster::openConnection(const std::string &address)
{
    if (m_connectionCount >= m_limits.connections)
        return false;
    Address &entry = m_addresses[address];
    if (entry.connections >= m_limits.connectionsPerAddress) {
        forgetAddressIfIdle(address);
        return false;
    }
    ++entry.connections;
    ++m_connectionCount;
    return true;
}

void ClassRoster::closeConnection(const std::string &address)
{
    const auto found = m_addresses.find(address);
    if (found == m_addresses.end() || found->second.connections == 0)
        return;
    --found->second.connections;
    --m_connectionCount;
    forgetAddressIfIdle(address);
}

void ClassRoster::openSocket(Connection socket, const std::string &address)
{
    m_sockets[socket] = Socket {address, std::string()};
}

ClassRoster::JoinResult ClassRoster::join(
    Connection socket, const std::string &code, const std::string &token, std::int64_t now)
{
    JoinResult result;
    const auto found = m_sockets.find(socket);
    if (found == m_sockets.end())
        return result;
    if (!found->second.token.empty()) {
        result.verdict = Join::AlreadyJoined;
        return result;
    }
    const std::string address = found->second.address;
    Address &from = m_addresses[address];
    while (!from.wrongCodes.empty() && now - from.wrongCodes.front() >= Minute)
        from.wrongCodes.pop_front();
    if (from.pausedUntil && now >= from.pausedUntil)
        from.pausedUntil = 0;
    if (now < from.pausedUntil) {
        result.verdict = Join::Paused;
        result.waitMilliseconds = from.pausedUntil - now;
        return result;
    }
    if (code != m_code) {
        from.wrongCodes.push_back(now);
        if (int(from.wrongCodes.size()) >= m_limits.wrongCodesPerMinute) {
            from.pausedUntil = now + m_limits.pauseMilliseconds;
            from.wrongCodes.clear();
        }
        result.verdict = Join::WrongCode;
        return result;
    }

    const auto seat = m_seats.find(token);
    if (seat == m_seats.end()) {
        // A token this class has not seen: a seat, from an address with room for it.
        if (int(m_seats.size()) >= m_limits.seats) {
            result.verdict = Join::ClassFull;
            return result;
        }
        if (int(from.tokens.size()) >= m_limits.tokensPerAddress) {
            result.verdict = Join::DeviceFull;
            return result;
        }
        m_seats[token] = Seat {address, false};
        from.tokens.insert(token);
        result.verdict = Join::Joined;
    } else {
        // The same student again, from this address or another (a phone that changed
        // network keeps its seat): its previous socket, if still open, goes.
        const auto online = m_online.find(token);
        if (online != m_online.end()) {
            result.replaced = online->second;
            const auto previous = m_sockets.find(online->second);
            if (previous != m_sockets.end())
                previous->second.token.clear();
        }
        result.verdict = Join::Rejoined;
    }
    found->second.token = token;
    m_online[token] = socket;
    return result;
}

std::optional<std::string> ClassRoster::closeSocket(Connection socket)
{
    const auto found = m_sockets.find(socket);
    if (found == m_sockets.end())
        return std::nullopt;
    const std::string token = found->second.token;
    m_sockets.erase(found);
    if (token.empty())
        return std::nullopt;
    const auto online = m_online.find(token);
    if (online == m_online.end() || online->second != socket)
        return std::nullopt;
    m_online.erase(online);
    // A student who never answered and left gives the seat back (a token minted and
    // dropped holds nothing); one who answered keeps it, to come back to.
    const auto seat = m_seats.find(token);
    if (seat != m_seats.end() && !seat->second.answered)
        release(token);
    return token;
}

void ClassRoster::answered(const std::string &token)
{
    const auto seat = m_seats.find(token);
    if (seat != m_seats.end())
        seat->second.answered = true;
}

void ClassRoster::release(const std::string &token)
{
    const auto seat = m_seats.find(token);
    if (seat == m_seats.end())
        return;
    const std::string address = seat->second.address;
    m_seats.erase(seat);
    const auto from = m_addresses.find(address);
    if (from != m_addresses.end()) {
        from->second.tokens.erase(token);
        forgetAddressIfIdle(address);
    }
}

void ClassRoster::forgetAddressIfIdle(const std::string &address)
{
    const auto found = m_addresses.find(address);
    if (found == m_addresses.end())
        return;
    const Address &entry = found->second;
    if (entry.connections == 0 && entry.tokens.empty() && entry.wrongCodes.empty()
        && entry.pausedUntil == 0)
        m_addresses.erase(found);
}

std::optional<std::string> ClassRoster::tokenOf(Connection socket) const
{
    const auto found = m_sockets.find(socket);
    if (found == m_sockets.end() || found->second.token.empty())
        return std::nullopt;
    return found->second.token;
}

std::optional<ClassRoster::Connection> ClassRoster::socketOf(const std::string &token) const
{
    const auto found = m_online.find(token);
    if (found == m_online.end())
        return std::nullopt;
    return found->second;
}

std::vector<ClassRoster::Connection> ClassRoster::studentSockets() const
{
    std::vector<Connection> sockets;
    sockets.reserve(m_online.size());
    for (const auto &[token, socket] : m_online)
        sockets.push_back(socket);
    return sockets;
}

std::vector<std::string> ClassRoster::tokens() const
{
    std::vector<std::string> tokens;
    tokens.reserve(m_online.size());
    for (const auto &[token, socket] : m_online)
        tokens.push_back(token);
    return tokens;
}

bool ClassRoster::consistent() const
{
    int connections = 0;
    for (const auto &[address, entry] : m_addresses) {
        connections += entry.connections;
        if (entry.connections < 0 || entry.connections > m_limits.connectionsPerAddress
            || int(entry.tokens.size()) > m_limits.tokensPerAddress)
            return false;
        for (const std::string &token : entry.tokens) {
            const auto seat = m_seats.find(token);
            if (seat == m_seats.end() || seat->second.address != address)
                return false;
        }
    }
    if (connections != m_connectionCount || m_connectionCount > m_limits.connections)
        return false;
    if (int(m_seats.size()) > m_limits.seats)
        return false;
    for (const auto &[token, seat] : m_seats) {
        const auto from = m_addresses.find(seat.address);
        if (from == m_addresses.end() || from->second.tokens.count(token) == 0)
            return false;
        // A seat is a student who is connected or has answered.
        if (!seat.answered && m_online.count(token) == 0)
            return false;
    }
    for (const auto &[token, socket] : m_online) {
        const auto found = m_sockets.find(socket);
        if (found == m_sockets.end() || found->second.token != token || m_seats.count(token) == 0)
            return false;
    }
    for (const auto &[socket, entry] : m_sockets) {
        if (entry.token.empty())
            continue;
        const auto online = m_online.find(entry.token);
        if (online == m_online.end() || online->second != socket)
            return false;
    }
    return true;
}
