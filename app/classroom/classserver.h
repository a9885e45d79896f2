// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classprotocol.h"
#include "classroster.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

class QTcpServer;
class QTcpSocket;
class QTimer;
class QWebSocket;
class QWebSocketServer;

// The live class on the local network (docs/classroom.md): the lesson page at "/" and its
// socket at "/class", nothing else. The server reads each request's head itself, within
// limits, before anything else reads a byte: a body is never read (one over the
// protocol's size is refused with 413), a head over 8 KB with 431, a request without a
// Host with 400, one that does not arrive whole within a few seconds is closed, and each
// address has a cap on its open connections. A WebSocket upgrade goes to Qt WebSockets.
//
// Who is in the class is a ClassRoster (plain data); the sockets are looked up by their
// number each time, so no call holds an iterator, pointer or reference into a container
// while a socket closes or a signal goes out. A socket whose Origin is not the page's is
// closed; each is pinged every PingMilliseconds and closed when silent since the last
// ping; one whose unsent data grows past MaxUnsentBytes (a phone that stopped reading)
// is dropped, free to join again. All of it runs on the GUI thread: a message is a few
// microseconds of work.
class ClassServer : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxHeadBytes = 8192;
    static constexpr int RequestMilliseconds = 5000; // a whole request head by then
    static constexpr int JoinMilliseconds = 10000; // a socket joins by then
    static constexpr int PingMilliseconds = 15000;
    static constexpr qint64 MaxUnsentBytes = 256 * 1024;
    static constexpr int ListenBacklog = 4096; // connections the kernel queues for us

    explicit ClassServer(QObject *parent = nullptr);
    ~ClassServer() override;

    // Listens on `address` (Any: every interface) and `port` (0: any free one) with the join
    // code `code` (empty: a new random one); false with the reason in `error`.
    bool start(
        const QHostAddress &address, quint16 port, QString *error, const QString &code = QString());
    void stop();
    bool isRunning() const;
    quint16 port() const { return m_port; }
    QString code() const { return m_code; }
    // The students' address for each interface the server is reached on, code included.
    QStringList urls() const;
    // The page served at "/": its Content-Security-Policy's connect-src 'none' becomes the
    // class's own socket on the address asked for.
    void setPage(const QByteArray &page) { m_page = page; }

    int studentCount() const { return m_roster ? m_roster->studentCount() : 0; }
    void broadcast(const QByteArray &message);
    void sendTo(const QString &token, const QByteArray &message);
    QStringList tokens() const;

    // For the tests and the benchmark: the sockets open now, joined or not, and the TCP
    // connections (requests in progress and sockets).
    int socketCount() const { return int(m_sockets.size()); }
    int connectionCount() const { return m_roster ? m_roster->connectionCount() : 0; }

signals:
    void studentsChanged(int count);
    // A student joined (or came back): the class sends it what it has missed.
    void joined(const QString &token);
    // A student's answer, checked for shape only.
    void answered(const QString &token, const ClassProtocol::ClientMessage &message);

private:
    struct Socket
    {
        QPointer<QWebSocket> socket;
        QPointer<QTcpSocket> connection; // under the WebSocket: its unsent bytes
        qint64 windowStart = 0;
        int windowCount = 0;
        qint64 heard = 0; // the last message or pong
    };
    using Connection = ClassRoster::Connection;

    void acceptConnections();
    void readRequest(QTcpSocket *connection);
    void respond(QTcpSocket *connection, int status, const QByteArray &body,
        const QByteArray &headers = QByteArray());
    void leave(Connection id);
    void acceptSockets();
    void onMessage(Connection id, const QString &text);
    void join(Connection id, const ClassProtocol::ClientMessage &message);
    void onClosed(Connection id);
    void closeSocket(Connection id, int closeCode);
    void send(Connection id, const QString &text);
    void ping();
    bool allowedOrigin(const QString &origin) const;
    bool allowedHost(const QByteArray &host) const;
    QByteArray pageFor(const QByteArray &host) const;
    QStringList hosts() const; // host:port of each address

    std::unique_ptr<QTcpServer> m_listener;
    std::unique_ptr<QWebSocketServer> m_upgrades;
    std::unique_ptr<ClassRoster> m_roster;
    QTimer *m_pingTimer;
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_code;
    QByteArray m_page;
    // hosts(), kept a few seconds: a flood of requests must not ask the interfaces each time.
    mutable QStringList m_hosts;
    mutable qint64 m_hostsTime = 0;
    int m_generation = 0; // a class started anew: connections of the last one count nowhere
    Connection m_nextId = 1;
    QHash<Connection, Socket> m_sockets;
    // TCP connections handed to Qt WebSockets, by peer, until their socket arrives.
    QHash<QString, QPointer<QTcpSocket>> m_upgrading;
};
