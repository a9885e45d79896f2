// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

// French, Polish and Arabic run longer than English, German longer still. A translator
// that makes every string of the workbench 40 % longer shows, before any real translation
// does, where a dock would cut a text off: every dock of every lesson, shown in turn at a
// usual window size, must show each button, label, check box, combo box and tab whole (or
// elided with the whole text in its tool tip).
class TestPseudoTranslation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lengthensKeepingPlaceholders();
    void noTextIsClipped_data();
    void noTextIsClipped();

private:
    QTemporaryDir m_settingsDir;
};

namespace {

// Appends 40 % of the text's length as words of accented letters: the placeholders (%1,
// %n), the mnemonic "&" and any HTML stay as they were.
QString lengthened(const QString &text)
{
    if (text.isEmpty())
        return text;
    const qsizetype extra = (text.size() * 4 + 9) / 10;
    QString filler;
    while (filler.size() < extra)
        filler += filler.size() % 7 == 6 ? QChar(QLatin1Char(' ')) : QChar(0x00EB); // ë
    return text + QLatin1Char(' ') + filler;
}

class LengtheningTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        // Qt's own contexts (QShortcut's key names, QT_LAYOUT_DIRECTION) are left alone.
        if (context && context[0] == 'Q' && QChar::isUpper(char32_t(uchar(context[1]))))
            return QString();
        return lengthened(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

bool elidedWithToolTip(const QWidget *widget, const QString &text)
{
    return text.contains(QChar(0x2026)) && !widget->toolTip().isEmpty();
}

QString clipped(QWidget *widget)
{
    const QString name = QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char(' ');
    if (auto *label = qobject_cast<QLabel *>(widget)) {
        if (label->text().isEmpty() || elidedWithToolTip(label, label->text()))
            return QString();
        if (label->wordWrap()) {
            if (label->heightForWidth(label->width()) > label->height())
                return name + label->text();
        } else if (label->width() < label->sizeHint().width()) {
            return name + label->text();
        }
    } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
        if (!button->text().isEmpty() && button->width() < button->sizeHint().width())
            return name + button->text();
    } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        const QRect field = combo->style()->subControlRect(
            QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        const int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (field.width() < needed)
            return name + combo->currentText();
    } else if (auto *box = qobject_cast<QGroupBox *>(widget)) {
        if (box->width() < box->minimumSizeHint().width())
            return name + box->title();
    } else if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
        QStringList cut;
        for (int i = 0; i < tabs->count(); ++i) {
            // Room for the text and the style's margins, and the whole tab on the bar (not
            // behind its scroll buttons).
            const QString text = QString(tabs->tabText(i)).remove(QLatin1Char('&'));
            const int needed = tabs->fontMetrics().horizontalAdvance(text)
                + tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs);
            const QRect tab = tabs->tabRect(i);
            const bool elided
                = tabs->elideMode() != Qt::ElideNone && tabs->tabToolTip(i) == tabs->tabText(i);
            if ((tab.width() < needed && !elided) || !tabs->rect().contains(tab))
                cut << tabs->tabText(i);
        }
        if (!cut.isEmpty())
            return name + cut.join(QStringLiteral(", "));
    } else if (auto *area = qobject_cast<QScrollArea *>(widget)) {
        // A panel that needs scrolling sideways hides the ends of its lines.
        if (area->horizontalScrollBar()->isVisible())
            return name + area->objectName() + QStringLiteral(" scrolls sideways");
    }
    return QString();
}

} // namespace

void TestPseudoTranslation::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("mapgen-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_pseudotranslation"));
    QSettings().clear();
    LanguageManager::instance()->setLanguage(QStringLiteral("en"));
}

void TestPseudoTranslation::lengthensKeepingPlaceholders()
{
    LengtheningTranslator translator;
    QCoreApplication::installTranslator(&translator);
    // 11 characters and 5 more; the count still goes in.
    QCOMPARE(QCoreApplication::translate("IslandLesson", "%Ln step(s)", nullptr, 3),
        QStringLiteral("3 step(s) ëëëëë"));
    QCOMPARE(QKeySequence::mnemonic(QCoreApplication::translate("MainWindow", "&File")),
        QKeySequence(Qt::ALT | Qt::Key_F));
    QCOMPARE(QCoreApplication::translate("QShortcut", "Ctrl"), QStringLiteral("Ctrl"));
    QCoreApplication::removeTranslator(&translator);
}

void TestPseudoTranslation::noTextIsClipped_data()
{
    // The pseudo-translation, and the shipped languages as their translators wrote them.
    QTest::addColumn<QString>("language");
    QTest::newRow("40 % longer") << QString();
    for (const char *language : {"en", "de", "es", "fr", "pl", "ar"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestPseudoTranslation::noTextIsClipped()
{
    QFETCH(QString, language);
    LanguageManager::instance()->setLanguage(language.isEmpty() ? QStringLiteral("en") : language);
    LengtheningTranslator translator;
    if (language.isEmpty())
        QCoreApplication::installTranslator(&translator);
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QStringList problems;
    int checked = 0;
    for (const char *mode : {"islandModeAction", "dungeonModeAction"}) {
        window.findChild<QAction *>(QString::fromLatin1(mode))->trigger();
        QCoreApplication::processEvents();
        QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
        // The lesson's docks and the shared ones; the other lesson's are hidden with it.
        docks.erase(std::remove_if(docks.begin(), docks.end(),
                        [](QDockWidget *dock) {
                            return !dock->toggleViewAction()->isChecked()
                                && dock->objectName() != QLatin1String("experimentsDock");
                        }),
            docks.end());
        for (QDockWidget *dock : std::as_const(docks)) {
            dock->show();
            dock->raise();
            // Layouts are redone in posted LayoutRequests; a marker posted behind them.
            QCoreApplication::sendPostedEvents();
            bool done = false;
            QMetaObject::invokeMethod(
                qApp, [&done] { done = true; }, Qt::QueuedConnection);
            QTRY_VERIFY(done);
            QList<QWidget *> widgets = dock->widget()->findChildren<QWidget *>();
            widgets.prepend(dock->widget());
            const QList<QTabBar *> tabBars = window.findChildren<QTabBar *>();
            for (QTabBar *bar : tabBars)
                widgets.append(bar);
            for (QWidget *widget : std::as_const(widgets)) {
                if (!widget->isVisible())
                    continue;
                ++checked;
                const QString problem = clipped(widget);
                if (!problem.isEmpty())
                    problems << QStringLiteral("%1 / %2: %3")
                                    .arg(QLatin1String(mode), dock->objectName(), problem);
            }
        }
    }
    QCoreApplication::removeTranslator(&translator);
    // Every dock had its controls looked at, not just a few.
    QVERIFY2(checked > 200, qPrintable(QString::number(checked)));
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestPseudoTranslation)
#include "tst_pseudotranslation.moc"
