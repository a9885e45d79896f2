// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classserver.h"

#include <QAbstractHttpServer>
#include <QDateTime>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocket>

namespace {
constexpr int JoinMilliseconds = 10000; // a socket that has not joined by then is closed
// Join codes without the characters read alike (0 O, 1 I L).
constexpr char CodeDigits[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
constexpr int CodeLength = 6;

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
} // namespace

// Qt HttpServer's own router serves everything it has a rule for; this server has two
// answers and a 404, so it takes the requests itself.
class LessonHttpServer : public QAbstractHttpServer
{
public:
    explicit LessonHttpServer(ClassServer *owner)
        : m_owner(owner)
    { }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        const QString path = request.url().path();
        const bool upgrade = request.value(QByteArrayLiteral("upgrade")).toLower() == "websocket";
        if (upgrade)
            return path == QLatin1String("/class"); // the WebSocket server takes it over
        if (path != QLatin1String("/") || request.method() != QHttpServerRequest::Method::Get)
            return false;
        const QByteArray host = request.value(QByteArrayLiteral("host"));
        if (!m_owner->allowedHost(host))
            return false;
        const QByteArray page = m_owner->pageFor(host);
        QHttpServerResponder responder = makeResponder(request, socket);
        const QByteArray policy = page.isEmpty() ? QByteArray() : csp(host);
        responder.write(page,
            {{"Content-Type", "text/html; charset=utf-8"}, {"Content-Security-Policy", policy},
                {"Cache-Control", "no-store"}, {"X-Content-Type-Options", "nosniff"},
                {"Referrer-Policy", "no-referrer"}});
        return true;
    }
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        makeResponder(request, socket)
            .write(QByteArrayLiteral("Not found\n"), "text/plain",
                QHttpServerResponder::StatusCode::NotFound);
    }

public:
    static QByteArray csp(const QByteArray &host)
    {
        return "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; "
               "worker-src blob:; style-src 'unsafe-inline'; img-src 'none'; connect-src ws://"
            + host + "/class; form-action 'none'; base-uri 'none'";
    }

private:
    ClassServer *m_owner;
};

ClassServer::ClassServer(QObject *parent)
    : QObject(parent)
{ }

ClassServer::~ClassServer()
{
    stop();
}

bool ClassServer::start(
    const QHostAddress &address, quint16 port, QString *error, const QString &code)
{
    stop();
    m_http = std::make_unique<LessonHttpServer>(this);
    const quint16 bound = m_http->listen(address, port);
    if (!bound) {
        const QList<QTcpServer *> servers = m_http->servers();
        if (error) {
            *error = servers.isEmpty()
                ? tr("The class could not listen on %1.").arg(hostText(address, port))
                : servers.first()->errorString();
        }
        m_http.reset();
        return false;
    }
    m_address = address;
    m_port = bound;
    m_code = code.isEmpty() ? newCode() : code;
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &ClassServer::accept);
    return true;
}

void ClassServer::stop()
{
    if (!m_http)
        return;
    const QList<QWebSocket *> sockets = m_clients.keys();
    m_clients.clear();
    m_students.clear();
    for (QWebSocket *socket : sockets) {
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway);
        socket->deleteLater();
    }
    m_http.reset(); // closes the listening sockets and the connections in progress
    m_port = 0;
    m_code.clear();
    emit studentsChanged(0);
}

bool ClassServer::isRunning() const
{
    return bool(m_http);
}

QStringList ClassServer::hosts() const
{
    QStringList hosts;
    if (!m_http)
        return hosts;
    const bool any = m_address == QHostAddress::Any || m_address == QHostAddress::AnyIPv4
        || m_address == QHostAddress::AnyIPv6;
    if (!any) {
        hosts << hostText(m_address, m_port);
        if (m_address.isLoopback())
            hosts << QStringLiteral("localhost:%1").arg(m_port);
        return hosts;
    }
    // The interfaces' addresses, those a phone can reach first; loopback last, for this machine.
    QStringList loopback;
    for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
        if (address.protocol() != QAbstractSocket::IPv4Protocol
            && (m_address == QHostAddress::AnyIPv4 || !address.scopeId().isEmpty()))
            continue; // link-local IPv6 needs a zone that a browser's address cannot carry
        (address.isLoopback() ? loopback : hosts) << hostText(address, m_port);
    }
    loopback << QStringLiteral("localhost:%1").arg(m_port);
    return hosts + loopback;
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

void ClassServer::accept()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        socket->setParent(this);
        socket->setMaxAllowedIncomingMessageSize(ClassProtocol::MaxMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(ClassProtocol::MaxMessageBytes);
        socket->setReadBufferSize(4 * ClassProtocol::MaxMessageBytes);
        if (!allowedOrigin(socket->origin())) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            socket->deleteLater();
            continue;
        }
        m_clients.insert(socket, Client());
        connect(socket, &QWebSocket::textMessageReceived, this,
            [this, socket](const QString &text) { onMessage(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this, socket](const QByteArray &) { onMessage(socket, QString()); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { drop(socket); });
        QTimer::singleShot(JoinMilliseconds, socket, [this, socket] {
            const auto client = m_clients.constFind(socket);
            if (client != m_clients.constEnd() && client->token.isEmpty())
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        });
    }
}

void ClassServer::onMessage(QWebSocket *socket, const QString &text)
{
    const auto found = m_clients.find(socket);
    if (found == m_clients.end())
        return;
    // The rate first: a flood is closed whatever it sends.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (now - found->windowStart >= 1000) {
        found->windowStart = now;
        found->windowCount = 0;
    }
    if (++found->windowCount > ClassProtocol::MaxMessagesPerSecond) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    }
    const QByteArray bytes = text.toUtf8();
    if (bytes.isEmpty() || bytes.size() > ClassProtocol::MaxMessageBytes)
        return;
    const ClassProtocol::ClientMessage message = ClassProtocol::parse(bytes);
    if (message.type == ClassProtocol::ClientMessage::Join) {
        if (!found->token.isEmpty())
            return; // joined already
        if (message.code != m_code) {
            socket->sendTextMessage(QString::fromUtf8(ClassProtocol::refused()));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            return;
        }
        // The same student again (a phone that slept): the old socket goes.
        if (QWebSocket *old = m_students.value(message.token)) {
            m_clients[old].token.clear();
            m_students.remove(message.token);
            old->close(QWebSocketProtocol::CloseCodeNormal);
        } else if (m_students.size() >= ClassProtocol::MaxStudents) {
            socket->sendTextMessage(QString::fromUtf8(ClassProtocol::full()));
            socket->close(QWebSocketProtocol::CloseCodeNormal);
            return;
        }
        found->token = message.token;
        m_students.insert(message.token, socket);
        emit studentsChanged(studentCount());
        emit joined(message.token);
        return;
    }
    if (message.type == ClassProtocol::ClientMessage::Answer && !found->token.isEmpty())
        emit answered(found->token, message);
}

void ClassServer::drop(QWebSocket *socket)
{
    const auto found = m_clients.find(socket);
    if (found == m_clients.end())
        return;
    const QString token = found->token;
    m_clients.erase(found);
    socket->deleteLater();
    if (!token.isEmpty() && m_students.value(token) == socket) {
        m_students.remove(token);
        emit studentsChanged(studentCount());
    }
}

void ClassServer::broadcast(const QByteArray &message)
{
    const QString text = QString::fromUtf8(message);
    for (QWebSocket *socket : std::as_const(m_students))
        socket->sendTextMessage(text);
}

void ClassServer::sendTo(const QString &token, const QByteArray &message)
{
    if (QWebSocket *socket = m_students.value(token))
        socket->sendTextMessage(QString::fromUtf8(message));
}
