// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "quitsignals.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int pair[2] = {-1, -1}; // [0] written by the handler, [1] read by the notifier

constexpr int Signals[] = {SIGTERM, SIGINT, SIGHUP};

} // namespace

QuitSignals::QuitSignals(QObject *parent)
    : QObject(parent)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0)
        return; // the default actions stay
    m_notifier = new QSocketNotifier(pair[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &QuitSignals::quit);
    struct sigaction action = {};
    action.sa_handler = &QuitSignals::handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : Signals)
        ::sigaction(signal, &action, nullptr);
}

QuitSignals::~QuitSignals()
{
    if (!m_notifier)
        return;
    for (const int signal : Signals)
        std::signal(signal, SIG_DFL);
    ::close(pair[0]);
    ::close(pair[1]);
}

void QuitSignals::handle(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(pair[0], &byte, 1);
}

void QuitSignals::quit()
{
    char byte = 0;
    [[maybe_unused]] const ssize_t read = ::read(pair[1], &byte, 1);
    // exit(), not quit(): a window that asks about unsaved changes would keep a signalled
    // program running with no one to answer.
    QCoreApplication::exit(0);
}
