<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ClassPanel</name>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n student joined</numerusform>
            <numerusform>%n students joined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>%1% of the room right (%2 of %n)</numerusform>
            <numerusform>%1% of the room right (%2 of %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>took %n s</numerusform>
            <numerusform>took %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n right</numerusform>
            <numerusform>%n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n wrong</numerusform>
            <numerusform>%n wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>Result: %n move</numerusform>
            <numerusform>Result: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>island %1 has its %n cell</numerusform>
            <numerusform>island %1 has its %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn and goes on with it.</numerusform>
            <numerusform>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turns and goes on with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>Hint: %1 turned %n quarter turn on row %2, column %3</numerusform>
            <numerusform>Hint: %1 turned %n quarter turns on row %2, column %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>A dungeon needs at least two open cells for start and end; this map has %n.</numerusform>
            <numerusform>A dungeon needs at least two open cells for start and end; this map has %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>%Ln tile placed</numerusform>
            <numerusform>%Ln tiles placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>%Ln candidate rejected</numerusform>
            <numerusform>%Ln candidates rejected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1: %2, %n quarter turn, doors %3</numerusform>
            <numerusform>%1: %2, %n quarter turns, doors %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>Place %1, %n quarter turn, at (%2, %3): doors %4</numerusform>
            <numerusform>Place %1, %n quarter turns, at (%2, %3): doors %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n quarter turn (%2): a required side is not answered</numerusform>
            <numerusform>- %1, %n quarter turns (%2): a required side is not answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n quarter turn (%2): would cut the last start-to-end path</numerusform>
            <numerusform>- %1, %n quarter turns (%2): would cut the last start-to-end path</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>%n point, </numerusform>
            <numerusform>%n points, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n build</numerusform>
            <numerusform>%n builds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>about %n second left</numerusform>
            <numerusform>about %n seconds left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>Tile subset %1 names template %2; the tile set has %n template.</numerusform>
            <numerusform>Tile subset %1 names template %2; the tile set has %n templates.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>Cancelled: %n point finished.</numerusform>
            <numerusform>Cancelled: %n points finished.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>Done: %n point. Click a point of the chart to open its median run.</numerusform>
            <numerusform>Done: %n points. Click a point of the chart to open its median run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>%n frame, %1 s once through</numerusform>
            <numerusform>%n frames, %1 s once through</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>Not enough memory for a build of %Ln step. Lower the step limit.</numerusform>
            <numerusform>Not enough memory for a build of %Ln steps. Lower the step limit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>Too complex: the build stopped at the step limit (%Ln step)</numerusform>
            <numerusform>Too complex: the build stopped at the step limit (%Ln steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>%Ln backtrack</numerusform>
            <numerusform>%Ln backtracks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfHandout</name>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>complete, %n cell</numerusform>
            <numerusform>complete, %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>Paint %n pit</numerusform>
            <numerusform>Paint %n pits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>Erase %n pit</numerusform>
            <numerusform>Erase %n pits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1 turned %n quarter turn on row %2, column %3</numerusform>
            <numerusform>%1 turned %n quarter turns on row %2, column %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>First the recursion goes back %n cell.</numerusform>
            <numerusform>First the recursion goes back %n cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>%n candidate was rejected on that cell before this one fit.</numerusform>
            <numerusform>%n candidates were rejected on that cell before this one fit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>Summary: %n question asked</numerusform>
            <numerusform>Summary: %n questions asked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n right</numerusform>
            <numerusform>%n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n wrong</numerusform>
            <numerusform>%n wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>Questions: %1 of %n right</numerusform>
            <numerusform>Questions: %1 of %n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>Right: %n cell, %1</numerusform>
            <numerusform>Right: %n cells, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n quarter turn</numerusform>
            <numerusform>%1, %n quarter turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>Sprinkle %n pit</numerusform>
            <numerusform>Sprinkle %n pits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1, rotation %n (quarter turn clockwise)</numerusform>
            <numerusform>%1, rotation %n (quarter turns clockwise)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n quarter turn</numerusform>
            <numerusform>%1, %n quarter turns</numerusform>
        </translation>
    </message>
</context>
</TS>
