// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classprotocol.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>

class QWebSocket;
class LessonHttpServer;

// The live class on the local network (docs/classroom.md): the lesson page at "/" and its
// socket at "/class", nothing else (404). A student joins with the class's code (random,
// from the system's secure generator); a socket whose Origin is not the page's is closed,
// one that does not join within a few seconds too. Every message is checked for size,
// shape and rate before it is read: over 1 KB or malformed is dropped, more than 20 in a
// second closes the socket. At most MaxStudents join; the next is told the class is full.
// All of it runs on the thread that owns the server (the GUI thread): a message is a few
// microseconds of work.
class ClassServer : public QObject
{
    Q_OBJECT

public:
    explicit ClassServer(QObject *parent = nullptr);
    ~ClassServer() override;

    // Listens on `address` (Any: every interface) and `port` (0: any free one) with the join
    // code `code` (empty: a new random one; a class that continues keeps its own); false with
    // the reason in `error`.
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

    int studentCount() const { return int(m_students.size()); }
    void broadcast(const QByteArray &message);
    void sendTo(const QString &token, const QByteArray &message);
    QStringList tokens() const { return m_students.keys(); }

    // For the tests and the benchmark: the sockets open now, joined or not.
    int socketCount() const { return int(m_clients.size()); }

signals:
    void studentsChanged(int count);
    // A student joined (or came back): the class sends it what it has missed.
    void joined(const QString &token);
    // A student's answer, checked for shape only.
    void answered(const QString &token, const ClassProtocol::ClientMessage &message);

private:
    struct Client
    {
        QString token; // empty until joined
        qint64 windowStart = 0;
        int windowCount = 0;
    };
    void accept();
    void onMessage(QWebSocket *socket, const QString &text);
    void drop(QWebSocket *socket);
    bool allowedOrigin(const QString &origin) const;
    bool allowedHost(const QByteArray &host) const;
    QByteArray pageFor(const QByteArray &host) const;
    QStringList hosts() const; // host:port of each address

    std::unique_ptr<LessonHttpServer> m_http;
    friend class LessonHttpServer;
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_code;
    QByteArray m_page;
    QHash<QWebSocket *, Client> m_clients;
    QHash<QString, QWebSocket *> m_students; // joined, by token
};
