<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
