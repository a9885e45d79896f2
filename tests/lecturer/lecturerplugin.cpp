// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QAction>
#include <QApplication>
#include <QGenericPlugin>
#include <QSocketNotifier>
#include <QWidget>

#include <unistd.h>

// The lecturer's hands on a workbench process under test (tst_classroom): Qt loads this
// input plugin into mapgen-workbench when QT_QPA_GENERIC_PLUGINS says "mapgenlecturer" (and
// QT_PLUGIN_PATH has the folder above generic/), and each line on the program's standard
// input names an action of the window to trigger, as its key or menu would ("startAction":
// F5, build and play). The program itself is the one users run, unchanged.
class Lecturer : public QObject
{
public:
    Lecturer()
        : m_notifier(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this))
    {
        connect(m_notifier, &QSocketNotifier::activated, this, &Lecturer::read);
    }

private:
    void read()
    {
        char buffer[256];
        const ssize_t count = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (count <= 0) {
            m_notifier->setEnabled(false); // the end of the input
            return;
        }
        m_input.append(buffer, count);
        for (qsizetype end = m_input.indexOf('\n'); end >= 0; end = m_input.indexOf('\n')) {
            const QString name = QString::fromUtf8(m_input.left(end)).trimmed();
            m_input.remove(0, end + 1);
            trigger(name);
        }
    }

    static void trigger(const QString &name)
    {
        const QWidgetList windows = QApplication::topLevelWidgets();
        for (QWidget *window : windows) {
            if (auto *action = window->findChild<QAction *>(name)) {
                action->trigger();
                return;
            }
        }
        qWarning("lecturer: no action named %s", qPrintable(name));
    }

    QSocketNotifier *m_notifier;
    QByteArray m_input;
};

class LecturerPlugin : public QGenericPlugin
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID QGenericPluginFactoryInterface_iid FILE "lecturer.json")

public:
    QObject *create(const QString &key, const QString &) override
    {
        return key.compare(QLatin1String("mapgenlecturer"), Qt::CaseInsensitive) == 0 ? new Lecturer
                                                                                      : nullptr;
    }
};

#include "lecturerplugin.moc"
