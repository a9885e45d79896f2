// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "controlspanel.h"
#include "islandbuildcontroller.h"
#include "islandmodel.h"
#include "mainwindow.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

// Controls edit the scenario through undo commands; Reset keeps pits, Clear does not;
// any edit during a build stops the build.
class TestSettingsEdits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void minAboveMaxIsSwappedAndShown();
    void spinBoxStepsMergeIntoOneUndoStep();
    void seedAndRuleEdits();
    void resetKeepsPitsClearRemovesThem();
    void sprinkleIsOneUndoStep();
    void editDuringABuildStopsIt();

private:
    QSpinBox *spin(const QString &labelText) const;

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    ControlsPanel *m_controls = nullptr;
    IslandModel *m_model = nullptr;
    QUndoStack *m_undo = nullptr;
};

void TestSettingsEdits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

void TestSettingsEdits::init()
{
    m_window = new MainWindow;
    m_window->document()->load(
        TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    m_controls = m_window->findChild<ControlsPanel *>(QStringLiteral("controlsPanel"));
    m_model = m_window->findChild<IslandModel *>(QStringLiteral("islandModel"));
    m_undo = m_window->document()->undoStack();
    QVERIFY(m_controls && m_model);
}

void TestSettingsEdits::cleanup()
{
    m_window->document()->setUnmodified();
    delete m_window;
}

QSpinBox *TestSettingsEdits::spin(const QString &labelText) const
{
    // Found through their labels, as a user finds them.
    for (QLabel *label : m_controls->findChildren<QLabel *>()) {
        if (label->text().remove(QLatin1Char('&')) == labelText)
            return qobject_cast<QSpinBox *>(label->buddy());
    }
    return nullptr;
}

void TestSettingsEdits::minAboveMaxIsSwappedAndShown()
{
    QSpinBox *min = spin(QStringLiteral("Min island size:"));
    QSpinBox *max = spin(QStringLiteral("Max island size:"));
    QVERIFY(min && max);
    QCOMPARE(max->value(), 12);
    min->setValue(20);
    QCOMPARE(m_window->document()->scenario().islands.min, 12);
    QCOMPARE(m_window->document()->scenario().islands.max, 20);
    QCOMPARE(min->value(), 12);
    QCOMPARE(max->value(), 20);
    m_undo->undo();
    QCOMPARE(m_window->document()->scenario().islands.min, 4);
    QCOMPARE(min->value(), 4);
    QCOMPARE(max->value(), 12);
}

void TestSettingsEdits::spinBoxStepsMergeIntoOneUndoStep()
{
    QSpinBox *count = spin(QStringLiteral("Number of islands:"));
    QVERIFY(count);
    count->stepUp();
    count->stepUp();
    count->stepUp();
    QCOMPARE(m_window->document()->scenario().islands.count, 6);
    QCOMPARE(m_undo->count(), 1);
    m_undo->undo();
    QCOMPARE(m_window->document()->scenario().islands.count, 3);
    QCOMPARE(count->value(), 3);
}

void TestSettingsEdits::seedAndRuleEdits()
{
    auto *seed = m_controls->findChild<QLineEdit *>(QStringLiteral("seedEdit"));
    QVERIFY(seed);
    seed->setText(QStringLiteral("18446744073709551615"));
    emit seed->editingFinished();
    QCOMPARE(m_window->document()->scenario().seed, std::uint64_t(18446744073709551615ULL));
    auto *rule = m_controls->findChild<QComboBox *>(QStringLiteral("ruleCombo"));
    rule->setCurrentIndex(0);
    QCOMPARE(m_window->document()->scenario().islands.rule, IslandRule::Rule6a);
    QCOMPARE(m_undo->count(), 2);
    m_undo->undo();
    m_undo->undo();
    QCOMPARE(m_window->document()->scenario(),
        TestData::scenario(QStringLiteral("island-6b-basic.json")));
}

void TestSettingsEdits::resetKeepsPitsClearRemovesThem()
{
    Scenario scenario = m_window->document()->scenario();
    scenario.setPit(0, 0, true);
    scenario.setPit(5, 5, true);
    m_window->document()->load(scenario, QString());
    m_window->findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(m_model->stepCount() > 0);

    m_window->findChild<QAction *>(QStringLiteral("resetAction"))->trigger();
    QCOMPARE(m_model->stepCount(), 0);
    QCOMPARE(m_window->document()->scenario().pitCount(), 2);

    m_window->findChild<QAction *>(QStringLiteral("clearAction"))->trigger();
    QCOMPARE(m_window->document()->scenario().pitCount(), 0);
    QCOMPARE(m_undo->count(), 1);
    m_undo->undo();
    QCOMPARE(m_window->document()->scenario().pitCount(), 2);
}

void TestSettingsEdits::sprinkleIsOneUndoStep()
{
    m_controls->setSprinkleDensity(30);
    m_window->findChild<QAction *>(QStringLiteral("sprinkleAction"))->trigger();
    const int pits = m_window->document()->scenario().pitCount();
    QVERIFY(pits > 600 * 15 / 100);
    QVERIFY(pits < 600 * 45 / 100);
    QCOMPARE(m_undo->count(), 1);
    m_undo->undo();
    QCOMPARE(m_window->document()->scenario().pitCount(), 0);
}

void TestSettingsEdits::editDuringABuildStopsIt()
{
    Scenario big = TestData::scenario(QStringLiteral("island-too-complex.json"));
    big.islands.stepLimit = 150000;
    m_window->document()->load(big, QString());
    auto *builds = m_window->findChild<IslandBuildController *>(QStringLiteral("islandBuilds"));
    QVERIFY(builds);
    QSignalSpy ended(builds, &BuildController::runEnded);
    m_window->findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    const int run = builds->currentRun();
    // Before or after the first batch arrived: either way the edit wins.
    QSpinBox *count = spin(QStringLiteral("Number of islands:"));
    count->stepDown();
    QCOMPARE(m_model->stepCount(), 0);
    // Once the worker is done with the stopped run, nothing of it can arrive any more.
    QTRY_VERIFY_WITH_TIMEOUT(ended.contains({run}), 30000);
    QCOMPARE(m_model->stepCount(), 0);
    QCOMPARE(m_window->document()->scenario().islands.count, 2);
}

QTEST_MAIN(TestSettingsEdits)
#include "tst_settingsedits.moc"
