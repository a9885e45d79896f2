// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classserver.h"

#include <QDateTime>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <algorithm>
#include <functional>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace {
// Join codes without the characters read alike (0 O, 1 I L).
constexpr char CodeDigits[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
constexpr int CodeLength = 6;
constexpr int HostsMilliseconds = 5000; // the interfaces' addresses asked again after this
constexpr int ResponseMilliseconds = 30000; // a response not taken by then is dropped
constexpr int LingerMilliseconds = 2000; // after a response, before the connection closes
constexpr int CloseMilliseconds = 2000; // a closing handshake not answered by then: aborted
constexpr int AcceptRetryMilliseconds = 200; // after running out of file descriptors

QString newCode()
{
    QString code;
    QRandomGenerator *random = QRandomGenerator::system();
    for (int i = 0; i < CodeLength; ++i)
        code += QLatin1Char(CodeDigits[random->bounded(int(sizeof(CodeDigits)) - 1)]);
    return code;
}

QString hostText(const QHostAddress &address, quint16 port)
{
    const QString host = address.protocol() == QAbstractSocket::IPv6Protocol
        ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
        : address.toString();
    return host + QLatin1Char(':') + QString::number(port);
}

// One spelling per peer: an IPv4 client of a dual-stack socket is its IPv4 address.
std::string addressKey(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ipv4 = address.toIPv4Address(&v4);
    return (v4 ? QHostAddress(ipv4) : address).toString().toStdString();
}

QString peerKey(const QHostAddress &address, quint16 port)
{
    return QString::fromStdString(addressKey(address)) + QLatin1Char(' ') + QString::number(port);
}

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// A request's head, read before anything of its body.
struct RequestHead
{
    enum Status { Incomplete, Complete, Malformed, TooLarge };
    Status status = Incomplete;
    QByteArray method;
    QByteArray path; // without the query
    QByteArray host;
    int hosts = 0; // Host headers given
    qint64 contentLength = 0;
    bool chunked = false;
    bool upgrade = false; // to a WebSocket
};

RequestHead readHead(const QByteArray &bytes, int maxBytes)
{
    RequestHead head;
    const int end = bytes.indexOf("\r\n\r\n");
    if (end < 0 || end + 4 > maxBytes) {
        head.status = bytes.size() >= maxBytes ? RequestHead::TooLarge : RequestHead::Incomplete;
        return head;
    }
    const QList<QByteArray> lines = bytes.left(end).split('\n');
    const QList<QByteArray> request = lines.first().trimmed().split(' ');
    if (request.size() != 3 || !request[2].startsWith("HTTP/1.")) {
        head.status = RequestHead::Malformed;
        return head;
    }
    head.method = request[0];
    const QByteArray target = request[1];
    const int query = target.indexOf('?');
    head.path = query < 0 ? target : target.left(query);
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        const int colon = line.indexOf(':');
        if (colon <= 0) {
            head.status = RequestHead::Malformed;
            return head;
        }
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "host") {
            head.host = value;
            ++head.hosts;
        } else if (name == "content-length") {
            bool ok = false;
            head.contentLength = value.toLongLong(&ok);
            if (!ok || head.contentLength < 0) {
                head.status = RequestHead::Malformed;
                return head;
            }
        } else if (name == "transfer-encoding") {
            head.chunked = true;
        } else if (name == "upgrade") {
            head.upgrade = value.toLower() == "websocket";
        }
    }
    head.status = RequestHead::Complete;
    return head;
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 413:
        return "Content Too Large";
    case 431:
        return "Request Header Fields Too Large";
    }
    return "Error";
}

QByteArray csp(const QByteArray &host)
{
    return "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; "
           "worker-src blob:; style-src 'unsafe-inline'; img-src 'none'; connect-src ws://"
        + host + "/class; form-action 'none'; base-uri 'none'";
}
} // namespace

// The listening socket: a connection over a cap is closed as it is accepted, before a
// QTcpSocket (its buffers, its notifiers) exists for it, so that a client opening thousands
// costs the GUI thread a system call each.
class ClassListener : public QTcpServer
{
public:
    explicit ClassListener(std::function<bool(const QHostAddress &)> admit)
        : m_admit(std::move(admit))
    { }

protected:
    void incomingConnection(qintptr handle) override
    {
#ifdef Q_OS_UNIX
        sockaddr_storage peer {};
        socklen_t size = sizeof peer;
        if (::getpeername(int(handle), reinterpret_cast<sockaddr *>(&peer), &size) != 0
            || !m_admit(QHostAddress(reinterpret_cast<const sockaddr *>(&peer)))) {
            ::close(int(handle));
            return;
        }
#endif
        auto *connection = new QTcpSocket(this);
        if (!connection->setSocketDescriptor(handle)) {
            delete connection;
            return;
        }
        addPendingConnection(connection);
    }

private:
    std::function<bool(const QHostAddress &)> m_admit;
};

ClassServer::ClassServer(QObject *parent)
    : QObject(parent)
    , m_pingTimer(new QTimer(this))
{
    m_pingTimer->setInterval(PingMilliseconds);
    connect(m_pingTimer, &QTimer::timeout, this, &ClassServer::ping);
}

ClassServer::~ClassServer()
{
    stop();
}

bool ClassServer::start(
    const QHostAddress &address, quint16 port, QString *error, const QString &code)
{
    stop();
    m_listener = std::make_unique<ClassListener>([this](const QHostAddress &peer) {
        return m_roster && m_roster->openConnection(addressKey(peer));
    });
    // The kernel's queue of connections not yet taken: a flood waits there, not in memory.
    // It is long (Linux cuts it to net.core.somaxconn) because a connection it has no room
    // for is not refused but dropped, and the phone's next try comes one, then three seconds
    // later: a burst of closed connections from one hostile address would make a real
    // student wait that long for the page.
    m_listener->setMaxPendingConnections(64);
    m_listener->setListenBacklogSize(ListenBacklog);
    if (!m_listener->listen(address, port)) {
        if (error) {
            *error = m_listener->errorString().isEmpty()
                ? tr("The class could not listen on %1.").arg(hostText(address, port))
                : m_listener->errorString();
        }
        m_listener.reset();
        return false;
    }
    m_upgrades = std::make_unique<QWebSocketServer>(
        QStringLiteral("mapgen-class"), QWebSocketServer::NonSecureMode);
    m_upgrades->setMaxPendingConnections(ClassProtocol::MaxStudents);
    m_upgrades->setHandshakeTimeout(std::chrono::milliseconds(RequestMilliseconds));
    connect(m_upgrades.get(), &QWebSocketServer::newConnection, this, &ClassServer::acceptSockets);
    connect(m_listener.get(), &QTcpServer::newConnection, this, &ClassServer::acceptConnections);
    // Out of file descriptors (EMFILE): Qt pauses accepting; a moment later it resumes, once
    // the idle connections' deadlines have freed some.
    connect(m_listener.get(), &QTcpServer::acceptError, this, [this] {
        QTimer::singleShot(AcceptRetryMilliseconds, this, [this] {
            if (m_listener)
                m_listener->resumeAccepting();
        });
    });
    m_address = address;
    m_port = m_listener->serverPort();
    m_code = code.isEmpty() ? newCode() : code;
    ClassRoster::Limits limits;
#ifdef Q_OS_UNIX
    // Connections within the process's file descriptors, with room for its own files.
    rlimit files {};
    if (::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY)
        limits.connections
            = int(std::clamp<rlim_t>(files.rlim_cur - 100, 32, rlim_t(limits.connections)));
#endif
    limits.seats = ClassProtocol::MaxStudents;
    limits.tokensPerAddress = ClassProtocol::MaxTokensPerAddress;
    m_roster = std::make_unique<ClassRoster>(m_code.toStdString(), limits);
    ++m_generation;
    m_hostsTime = 0;
    m_pingTimer->start();
    return true;
}

void ClassServer::stop()
{
    if (!m_listener)
        return;
    m_pingTimer->stop();
    const QList<Socket> sockets = m_sockets.values();
    m_sockets.clear();
    for (const Socket &entry : sockets) {
        if (QWebSocket *socket = entry.socket) {
            socket->disconnect(this);
            socket->close(QWebSocketProtocol::CloseCodeGoingAway);
            socket->deleteLater();
        }
    }
    // The listener owns the connections in progress (requests, handshakes): they go with it.
    m_upgrades.reset();
    m_listener.reset();
    m_upgrading.clear();
    m_roster.reset();
    m_port = 0;
    m_code.clear();
    emit studentsChanged(0);
}

bool ClassServer::isRunning() const
{
    return bool(m_listener);
}

QStringList ClassServer::hosts() const
{
    if (!m_listener)
        return {};
    if (m_hostsTime && now() - m_hostsTime < HostsMilliseconds)
        return m_hosts;
    QStringList hosts;
    const bool any = m_address == QHostAddress::Any || m_address == QHostAddress::AnyIPv4
        || m_address == QHostAddress::AnyIPv6;
    if (!any) {
        hosts << hostText(m_address, m_port);
        if (m_address.isLoopback())
            hosts << QStringLiteral("localhost:%1").arg(m_port);
    } else {
        // The interfaces' addresses, those a phone can reach first; loopback last.
        QStringList loopback;
        for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
            if (address.protocol() != QAbstractSocket::IPv4Protocol
                && (m_address == QHostAddress::AnyIPv4 || !address.scopeId().isEmpty()))
                continue; // link-local IPv6 needs a zone that a browser's address cannot carry
            (address.isLoopback() ? loopback : hosts) << hostText(address, m_port);
        }
        loopback << QStringLiteral("localhost:%1").arg(m_port);
        hosts += loopback;
    }
    m_hosts = hosts;
    m_hostsTime = now();
    return hosts;
}

QStringList ClassServer::urls() const
{
    QStringList urls;
    for (const QString &host : hosts()) {
        if (!host.startsWith(QLatin1String("localhost")))
            urls << QStringLiteral("http://%1/?join=%2").arg(host, m_code);
    }
    return urls;
}

bool ClassServer::allowedHost(const QByteArray &host) const
{
    return hosts().contains(QString::fromLatin1(host));
}

bool ClassServer::allowedOrigin(const QString &origin) const
{
    const QString prefix = QStringLiteral("http://");
    return origin.startsWith(prefix) && hosts().contains(origin.mid(prefix.size()));
}

QByteArray ClassServer::pageFor(const QByteArray &host) const
{
    QByteArray page = m_page;
    page.replace("connect-src 'none'", "connect-src ws://" + host + "/class");
    return page;
}

QStringList ClassServer::tokens() const
{
    QStringList tokens;
    if (m_roster) {
        for (const std::string &token : m_roster->tokens())
            tokens << QString::fromStdString(token);
    }
    return tokens;
}

// ---- HTTP: a request's head, read within limits ----

void ClassServer::acceptConnections()
{
    while (m_listener && m_listener->hasPendingConnections()) {
        QTcpSocket *connection = m_listener->nextPendingConnection();
        const std::string address = addressKey(connection->peerAddress());
        // Admitted by the listener (ClassListener: within the caps). However it ends (a response, a
        // WebSocket that closes, a timeout), the address's count goes down once, for the class it
        // was opened in.
        const int generation = m_generation;
        connect(connection, &QObject::destroyed, this, [this, address, generation] {
            if (m_roster && generation == m_generation)
                m_roster->closeConnection(address);
        });
        // What the head may be, and no more: the rest stays in the network's buffers.
        connection->setReadBufferSize(MaxHeadBytes);
        connect(connection, &QTcpSocket::readyRead, this,
            [this, connection] { readRequest(connection); });
        connect(connection, &QTcpSocket::disconnected, connection, &QObject::deleteLater);
        auto *deadline = new QTimer(connection);
        deadline->setObjectName(QStringLiteral("requestDeadline"));
        deadline->setSingleShot(true);
        connect(deadline, &QTimer::timeout, connection, [connection] {
            connection->abort();
            connection->deleteLater();
        });
        deadline->start(RequestMilliseconds);
        if (connection->bytesAvailable())
            readRequest(connection);
    }
}

void ClassServer::readRequest(QTcpSocket *connection)
{
    const RequestHead head = readHead(connection->peek(MaxHeadBytes), MaxHeadBytes);
    switch (head.status) {
    case RequestHead::Incomplete:
        return;
    case RequestHead::TooLarge:
        respond(connection, 431, "Request head too large\n");
        return;
    case RequestHead::Malformed:
        respond(connection, 400, "Bad request\n");
        return;
    case RequestHead::Complete:
        break;
    }
    if (head.hosts != 1 || head.host.isEmpty()) {
        respond(connection, 400, "A request needs one Host\n");
        return;
    }
    // No request of this server has a body: one larger than a message is never read.
    if (head.chunked || head.contentLength > ClassProtocol::MaxMessageBytes) {
        respond(connection, 413, "Too large\n");
        return;
    }
    const bool ours = head.method == "GET" && allowedHost(head.host);
    if (head.upgrade) {
        if (!ours || head.path != "/class") {
            respond(connection, 404, "Not found\n");
            return;
        }
        // Qt WebSockets reads the handshake from here on (it is still unread: peeked).
        disconnect(connection, &QTcpSocket::readyRead, this, nullptr);
        disconnect(connection, &QTcpSocket::disconnected, connection, &QObject::deleteLater);
        delete connection->findChild<QTimer *>(QStringLiteral("requestDeadline"));
        connection->setReadBufferSize(4 * ClassProtocol::MaxMessageBytes);
        const QString key = peerKey(connection->peerAddress(), connection->peerPort());
        m_upgrading.insert(key, connection);
        connect(connection, &QObject::destroyed, this, [this, key] {
            if (!m_upgrading.value(key))
                m_upgrading.remove(key);
        });
        m_upgrades->handleConnection(connection);
        return;
    }
    if (!ours || head.path != "/") {
        respond(connection, 404, "Not found\n");
        return;
    }
    const QByteArray page = pageFor(head.host);
    QByteArray headers = "Content-Type: text/html; charset=utf-8\r\n"
                         "Cache-Control: no-store\r\n"
                         "X-Content-Type-Options: nosniff\r\n"
                         "Referrer-Policy: no-referrer\r\n";
    if (!m_page.isEmpty())
        headers += "Content-Security-Policy: " + csp(head.host) + "\r\n";
    respond(connection, 200, page, headers);
}

// One response per connection, then the connection closes: the server's side at once, the
// whole of it a moment later, so that a client still sending (a body refused) has the time
// to read the response before a reset would throw it away. Nothing more is read meanwhile:
// the read buffer stays full, and the client's sending waits.
void ClassServer::respond(
    QTcpSocket *connection, int status, const QByteArray &body, const QByteArray &headers)
{
    disconnect(connection, &QTcpSocket::readyRead, this, nullptr);
    if (QTimer *deadline = connection->findChild<QTimer *>(QStringLiteral("requestDeadline")))
        deadline->start(ResponseMilliseconds);
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    if (status != 200)
        response += "Content-Type: text/plain; charset=utf-8\r\n";
    response += headers + "Content-Length: " + QByteArray::number(body.size())
        + "\r\nConnection: close\r\n\r\n";
    connection->write(response);
    connection->write(body);
    auto linger = [connection] {
        if (connection->bytesToWrite() > 0)
            return;
        disconnect(connection, &QTcpSocket::bytesWritten, connection, nullptr);
#ifdef Q_OS_UNIX
        ::shutdown(int(connection->socketDescriptor()), SHUT_WR);
#endif
        QTimer::singleShot(LingerMilliseconds, connection, [connection] { connection->abort(); });
    };
    connect(connection, &QTcpSocket::bytesWritten, connection, linger);
}

// ---- The class's WebSockets ----

void ClassServer::acceptSockets()
{
    while (m_upgrades && m_upgrades->hasPendingConnections()) {
        QWebSocket *socket = m_upgrades->nextPendingConnection();
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(ClassProtocol::MaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(ClassProtocol::MaxMessageBytes);
        socket->setReadBufferSize(4 * ClassProtocol::MaxMessageBytes);
        if (!allowedOrigin(socket->origin())) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            QTimer::singleShot(CloseMilliseconds, socket, &QWebSocket::abort);
            connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
            continue;
        }
        const Connection id = m_nextId++;
        Socket entry;
        entry.socket = socket;
        // The TCP socket under it, for its unsent bytes (Qt WebSockets keeps the one it was
        // handed, and says nothing of it: it is known by its peer).
        entry.connection = m_upgrading.take(peerKey(socket->peerAddress(), socket->peerPort()));
        entry.heard = now();
        m_sockets.insert(id, entry);
        m_roster->openSocket(id, addressKey(socket->peerAddress()));
        connect(socket, &QWebSocket::textMessageReceived, this,
            [this, id](const QString &text) { onMessage(id, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this, id](const QByteArray &) { onMessage(id, QString()); });
        connect(socket, &QWebSocket::pong, this, [this, id] {
            const auto found = m_sockets.find(id);
            if (found != m_sockets.end())
                found->heard = now();
        });
        // Queued: the roster changes between two messages, never inside one.
        connect(
            socket, &QWebSocket::disconnected, this, [this, id] { onClosed(id); },
            Qt::QueuedConnection);
        QTimer::singleShot(JoinMilliseconds, this, [this, id] {
            if (m_roster && m_sockets.contains(id) && !m_roster->tokenOf(id))
                closeSocket(id, QWebSocketProtocol::CloseCodePolicyViolated);
        });
    }
}

void ClassServer::onMessage(Connection id, const QString &text)
{
    const auto found = m_sockets.find(id);
    if (found == m_sockets.end() || !m_roster)
        return;
    // The rate first: a flood is closed whatever it sends.
    const qint64 time = now();
    found->heard = time;
    if (time - found->windowStart >= 1000) {
        found->windowStart = time;
        found->windowCount = 0;
    }
    const bool flood = ++found->windowCount > ClassProtocol::MaxMessagesPerSecond;
    // `found` is not used past this point: what follows can close sockets.
    if (flood) {
        closeSocket(id, QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    }
    const QByteArray bytes = text.toUtf8();
    if (bytes.isEmpty() || bytes.size() > ClassProtocol::MaxMessageBytes)
        return;
    const ClassProtocol::ClientMessage message = ClassProtocol::parse(bytes);
    if (message.type == ClassProtocol::ClientMessage::Join) {
        join(id, message);
        return;
    }
    if (message.type != ClassProtocol::ClientMessage::Answer)
        return;
    const std::optional<std::string> token = m_roster->tokenOf(id);
    if (!token)
        return;
    m_roster->answered(*token);
    emit answered(QString::fromStdString(*token), message);
}

void ClassServer::join(Connection id, const ClassProtocol::ClientMessage &message)
{
    using Join = ClassRoster::Join;
    const ClassRoster::JoinResult result
        = m_roster->join(id, message.code.toStdString(), message.token.toStdString(), now());
    switch (result.verdict) {
    case Join::Joined:
    case Join::Rejoined:
        // The state has changed whole; now the sockets and the signals.
        if (result.replaced) {
            // The other tab or the phone's old connection is told, so that it does not join
            // again at once and take the place back.
            send(result.replaced, QString::fromUtf8(ClassProtocol::moved()));
            closeSocket(result.replaced, QWebSocketProtocol::CloseCodeNormal);
        }
        emit studentsChanged(studentCount());
        emit joined(message.token);
        return;
    case Join::WrongCode:
        send(id, QString::fromUtf8(ClassProtocol::refused()));
        closeSocket(id, QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    case Join::Paused:
        send(id,
            QString::fromUtf8(ClassProtocol::paused(int((result.waitMilliseconds + 999) / 1000))));
        closeSocket(id, QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    case Join::DeviceFull:
        send(id, QString::fromUtf8(ClassProtocol::deviceFull()));
        closeSocket(id, QWebSocketProtocol::CloseCodeNormal);
        return;
    case Join::ClassFull:
        send(id, QString::fromUtf8(ClassProtocol::full()));
        closeSocket(id, QWebSocketProtocol::CloseCodeNormal);
        return;
    case Join::AlreadyJoined:
    case Join::Unknown:
        return;
    }
}

// The socket leaves the roster now (a student gone, a seat maybe free).
void ClassServer::leave(Connection id)
{
    const bool known = m_sockets.remove(id) > 0;
    if (!known || !m_roster)
        return;
    if (m_roster->closeSocket(id))
        emit studentsChanged(studentCount());
}

void ClassServer::onClosed(Connection id)
{
    const QPointer<QWebSocket> socket = m_sockets.value(id).socket;
    leave(id);
    if (socket)
        socket->deleteLater();
}

void ClassServer::closeSocket(Connection id, int closeCode)
{
    const QPointer<QWebSocket> socket = m_sockets.value(id).socket;
    leave(id);
    if (!socket)
        return;
    connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
    socket->close(QWebSocketProtocol::CloseCode(closeCode));
    // A peer that never answers the closing handshake does not keep its socket.
    QTimer::singleShot(CloseMilliseconds, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
}

void ClassServer::send(Connection id, const QString &text)
{
    const Socket entry = m_sockets.value(id);
    if (!entry.socket)
        return;
    entry.socket->sendTextMessage(text);
    // A phone that stopped reading: dropped before its backlog grows, free to join again.
    if (entry.connection && entry.connection->bytesToWrite() > MaxUnsentBytes) {
        leave(id);
        entry.socket->abort();
        entry.socket->deleteLater();
    }
}

void ClassServer::broadcast(const QByteArray &message)
{
    if (!m_roster)
        return;
    const QString text = QString::fromUtf8(message);
    for (const Connection id : m_roster->studentSockets())
        send(id, text);
}

void ClassServer::sendTo(const QString &token, const QByteArray &message)
{
    if (!m_roster)
        return;
    if (const std::optional<Connection> id = m_roster->socketOf(token.toStdString()))
        send(*id, QString::fromUtf8(message));
}

// Every socket is pinged; one that said nothing since the last ping (no message, no pong:
// a phone gone without closing, a connection held open and idle) is closed.
void ClassServer::ping()
{
    const qint64 time = now();
    const qint64 silentSince = time - PingMilliseconds - PingMilliseconds / 3;
    const QList<Connection> ids = m_sockets.keys();
    for (const Connection id : ids) {
        const Socket entry = m_sockets.value(id);
        if (!entry.socket)
            continue;
        if (entry.heard < silentSince) {
            leave(id);
            entry.socket->abort();
            entry.socket->deleteLater();
            continue;
        }
        entry.socket->ping();
    }
}
