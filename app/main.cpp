#include "mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("mapgen-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(MAPGEN_VERSION));
    MainWindow window;
    window.show();
    return app.exec();
}
