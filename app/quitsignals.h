// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

// SIGTERM, SIGINT and SIGHUP (a logout, Ctrl+C in the terminal, `kill`) end the event loop
// as leaving the program does, so that what main() does after it still happens (the class
// results written, the server stopped). The handler only writes a byte to a socket pair;
// the notifier reads it in the event loop (as Qt's "Calling Qt Functions From Unix Signal
// Handlers" describes).
class QuitSignals : public QObject
{
    Q_OBJECT

public:
    explicit QuitSignals(QObject *parent = nullptr);
    ~QuitSignals() override;

private:
    static void handle(int signal);
    void quit();

    QSocketNotifier *m_notifier = nullptr;
};
