<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Espacio)</translation>
    </message>
    <message>
        <source>Play the build (Space)</source>
        <translation>Reproducir la construcción (Espacio)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Abrir un archivo de escenario</translation>
    </message>
    <message>
        <source>Open &amp;Demo Scenario</source>
        <translation>Abrir escenario de &amp;demostración</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Export Map as &amp;PNG…</source>
        <translation>Exportar mapa como &amp;PNG…</translation>
    </message>
    <message>
        <source>Export Map as S&amp;VG…</source>
        <translation>Exportar mapa como S&amp;VG…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <extracomment>Build the islands and play the build</extracomment>
        <translation>I&amp;niciar</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Borrar todo</translation>
    </message>
    <message>
        <source>Clear everything, pits included (C)</source>
        <translation>Borrarlo todo, también las fosas (C)</translation>
    </message>
    <message>
        <source>Sprin&amp;kle!</source>
        <extracomment>Scatter random pits over the open water</extracomment>
        <translation>¡Es&amp;parcir!</translation>
    </message>
    <message>
        <source>Scatter random pits over the open water at the chosen density</source>
        <translation>Esparcir fosas al azar sobre el agua abierta con la densidad elegida</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Nueva semilla</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>Paso &amp;adelante</translation>
    </message>
    <message>
        <source>Show the next step (Right)</source>
        <translation>Mostrar el paso siguiente (Derecha)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>Paso a&amp;trás</translation>
    </message>
    <message>
        <source>Take back the last step (Left)</source>
        <translation>Deshacer el último paso (Izquierda)</translation>
    </message>
    <message>
        <source>Go to S&amp;tart</source>
        <translation>Ir al &amp;principio</translation>
    </message>
    <message>
        <source>Show the map before the first step (Home)</source>
        <translation>Mostrar el mapa antes del primer paso (Inicio)</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>Ir al &amp;final</translation>
    </message>
    <message>
        <source>Show the finished map (End)</source>
        <translation>Mostrar el mapa terminado (Fin)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Pan&amp;talla completa</translation>
    </message>
    <message>
        <source>&amp;Colour-Blind-Safe Palette</source>
        <translation>Paleta apta para &amp;daltónicos</translation>
    </message>
    <message>
        <source>&amp;About Mapgen Workbench</source>
        <translation>&amp;Acerca de Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;Islands</source>
        <extracomment>Lesson mode: islands grown by recursive backtracking</extracomment>
        <translation>&amp;Islas</translation>
    </message>
    <message>
        <source>The island lesson: islands grown by recursive backtracking (Ctrl+1)</source>
        <translation>La lección de islas: islas que crecen por vuelta atrás recursiva (Ctrl+1)</translation>
    </message>
    <message>
        <source>&amp;Dungeon</source>
        <extracomment>Lesson mode: a dungeon of tiles with a guaranteed start-to-end path</extracomment>
        <translation>&amp;Mazmorra</translation>
    </message>
    <message>
        <source>The dungeon lesson: tiles with half-doors and a guaranteed start-to-end path (Ctrl+2)</source>
        <translation>La lección de mazmorras: losetas con medias puertas y un camino garantizado del inicio al final (Ctrl+2)</translation>
    </message>
    <message>
        <source>Re&amp;duce Motion</source>
        <translation>&amp;Reducir el movimiento</translation>
    </message>
    <message>
        <source>Cells the build changes light up without fading out</source>
        <translation>Las celdas que cambia la construcción se iluminan sin desvanecerse</translation>
    </message>
    <message>
        <source>Ne&amp;xt Panel</source>
        <translation>Panel &amp;siguiente</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next panel or the map (F6)</source>
        <translation>Mover el foco del teclado al panel siguiente o al mapa (F6)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Panel</source>
        <translation>Panel a&amp;nterior</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the panel or the map before (Shift+F6)</source>
        <translation>Mover el foco del teclado al panel anterior o al mapa (Mayús+F6)</translation>
    </message>
    <message>
        <source>Draw each island&apos;s pattern in its cells at every zoom, not only where its number does not fit</source>
        <translation>Dibujar el patrón de cada isla en sus celdas con cualquier zoom, no solo donde su número no cabe</translation>
    </message>
    <message>
        <source>Island Patterns at &amp;Every Size</source>
        <translation>Patrones de &amp;islas a cualquier tamaño</translation>
    </message>
</context>
<context>
    <name>AlgorithmCode</name>
    <message>
        <source>one island after another</source>
        <translation>una isla tras otra</translation>
    </message>
    <message>
        <source>drawn for every island</source>
        <translation>se sortea para cada isla</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands keep a cell apart</source>
        <translation>NUEVO EN 6b: las islas guardan una celda de distancia</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>fila por fila</translation>
    </message>
    <message>
        <source>no room for a seed</source>
        <translation>no hay sitio para una semilla</translation>
    </message>
    <message>
        <source>the seed becomes land of i</source>
        <translation>la semilla pasa a ser tierra de i</translation>
    </message>
    <message>
        <source>not enough water reachable through valid cells</source>
        <translation>no hay bastante agua alcanzable por celdas válidas</translation>
    </message>
    <message>
        <source>every path from the seed dead-ended</source>
        <translation>todo camino desde la semilla acabó en un callejón sin salida</translation>
    </message>
    <message>
        <source>the trace reached the step limit: stop</source>
        <translation>el registro llegó al límite de pasos: parar</translation>
    </message>
    <message>
        <source>one call per cell on the path</source>
        <translation>una llamada por celda del camino</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>caso base</translation>
    </message>
    <message>
        <source>the orthogonal neighbours</source>
        <translation>los vecinos ortogonales</translation>
    </message>
    <message>
        <source>Fisher-Yates with below()</source>
        <translation>Fisher-Yates con below()</translation>
    </message>
    <message>
        <source>go one level deeper</source>
        <translation>un nivel más hondo</translation>
    </message>
    <message>
        <source>the path through X failed</source>
        <translation>el camino por X fracasó</translation>
    </message>
    <message>
        <source>every candidate failed</source>
        <translation>todos los candidatos fracasaron</translation>
    </message>
    <message>
        <source>a pit, or land already</source>
        <translation>una fosa, o ya tierra</translation>
    </message>
    <message>
        <source>NEW IN 6b</source>
        <translation>NUEVO EN 6b</translation>
    </message>
    <message>
        <source>NEW IN 6b: islands never touch</source>
        <translation>NUEVO EN 6b: las islas nunca se tocan</translation>
    </message>
    <message>
        <source>open: the non-pit cells, row by row</source>
        <translation>open: las celdas sin fosa, fila por fila</translation>
    </message>
    <message>
        <source>the fill queue</source>
        <translation>la cola de relleno</translation>
    </message>
    <message>
        <source>skip: filled already</source>
        <translation>saltar: ya rellena</translation>
    </message>
    <message>
        <source>rule 1: keep the passage into X</source>
        <translation>regla 1: conservar el pasadizo hacia X</translation>
    </message>
    <message>
        <source>rule 2: never cut the last path</source>
        <translation>regla 2: nunca cortar el último camino</translation>
    </message>
    <message>
        <source>the big room always passes</source>
        <translation>la sala grande siempre cabe</translation>
    </message>
    <message>
        <source>cells never queued stay rock</source>
        <translation>las celdas nunca encoladas quedan en roca</translation>
    </message>
    <message>
        <source>facing a cell, not border or pit</source>
        <translation>hacia una celda, no al borde ni a una fosa</translation>
    </message>
    <message>
        <source>no half-door faces a wall</source>
        <translation>ninguna media puerta da a una pared</translation>
    </message>
    <message>
        <source>once, at the back</source>
        <translation>una vez, al final</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: no se puede escribir: %2</translation>
    </message>
</context>
<context>
    <name>CellInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>En el paso:</translation>
    </message>
    <message>
        <source>State:</source>
        <extracomment>Cell Inspector: what the cell is now</extracomment>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Candidate:</source>
        <extracomment>Cell Inspector: whether the growing island may expand to the cell now</extracomment>
        <translation>Candidata:</translation>
    </message>
    <message>
        <source>As a seed:</source>
        <extracomment>Cell Inspector: whether the cell may take an island&apos;s seed</extracomment>
        <translation>Como semilla:</translation>
    </message>
    <message>
        <source>Cell inspector</source>
        <extracomment>Name of the Cell Inspector for screen readers</extracomment>
        <translation>Inspector de celdas</translation>
    </message>
    <message>
        <source>valid: open water, inside the map</source>
        <translation>válida: agua abierta, dentro del mapa</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 4 neighbours</source>
        <translation>apta: agua abierta, sin tierra entre sus 4 vecinas</translation>
    </message>
    <message>
        <source>eligible: open water, no land among its 8 neighbours</source>
        <translation>apta: agua abierta, sin tierra entre sus 8 vecinas</translation>
    </message>
    <message>
        <source>no: out of the map</source>
        <translation>no: fuera del mapa</translation>
    </message>
    <message>
        <source>no: a pit</source>
        <translation>no: una fosa</translation>
    </message>
    <message>
        <source>no: already land of island %1</source>
        <translation>no: ya es tierra de la isla %1</translation>
    </message>
    <message>
        <source>no (rule %1): a neighbour of island %2 at (%3, %4)</source>
        <extracomment>Cell Inspector: the seed rule refuses the cell; %1 the rule (6a or 6b), %2 island, (%3, %4) its cell</extracomment>
        <translation>no (regla %1): vecina de la isla %2 en (%3, %4)</translation>
    </message>
    <message>
        <source>no (rule 6b): a neighbour of island %1 at (%2, %3)</source>
        <extracomment>Cell Inspector: the 6b rule refuses the cell; %1 the other island, (%2, %3) its cell</extracomment>
        <translation>no (regla 6b): vecina de la isla %1 en (%2, %3)</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Ninguna celda seleccionada</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>the start, before the first step</source>
        <translation>el comienzo, antes del primer paso</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>a pit</source>
        <translation>una fosa</translation>
    </message>
    <message>
        <source>land of island %1</source>
        <translation>tierra de la isla %1</translation>
    </message>
    <message>
        <source>%1, the seed just placed</source>
        <translation>%1, la semilla recién colocada</translation>
    </message>
    <message>
        <source>%1, the cell just added</source>
        <translation>%1, la celda recién añadida</translation>
    </message>
    <message>
        <source>%1, the cell just backtracked</source>
        <translation>%1, la celda recién retrocedida</translation>
    </message>
    <message>
        <source>%1, a candidate of the cell just added</source>
        <translation>%1, candidata de la celda recién añadida</translation>
    </message>
    <message>
        <source>no island left to grow</source>
        <extracomment>Cell Inspector: no island is growing or left to grow</extracomment>
        <translation>no queda ninguna isla por crecer</translation>
    </message>
    <message>
        <source>for island %1, %2</source>
        <extracomment>Cell Inspector: %1 island, %2 the verdict</extracomment>
        <translation>para la isla %1: %2</translation>
    </message>
    <message>
        <source>no island left to seed</source>
        <extracomment>Cell Inspector, As a seed: every island has been built (or the build gave up)</extracomment>
        <translation>no queda ninguna isla por sembrar</translation>
    </message>
    <message>
        <source>shown once the question is answered</source>
        <extracomment>Cell Inspector: instead of a verdict while a question is open</extracomment>
        <translation>se muestra en cuanto se responda la pregunta</translation>
    </message>
    <message>
        <source>a candidate: open water beside the current cell (%1, %2), not tried yet</source>
        <extracomment>Cell Inspector: grow() may try the cell next; (%1, %2) the cell grow() is at now</extracomment>
        <translation>candidata: agua abierta junto a la celda actual (%1, %2), aún sin probar</translation>
    </message>
    <message>
        <source>no: not beside the current cell (%1, %2), so not its candidate</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>no: no está junto a la celda actual (%1, %2), así que no es su candidata</translation>
    </message>
    <message>
        <source>no: tried from the current cell (%1, %2) already</source>
        <extracomment>Cell Inspector: (%1, %2) the cell grow() is at now</extracomment>
        <translation>no: ya se probó desde la celda actual (%1, %2)</translation>
    </message>
    <message>
        <source>no: it has no cell yet, its seed comes first</source>
        <extracomment>Cell Inspector: the island growing next has no cell to grow from yet</extracomment>
        <translation>no: aún no tiene ninguna celda, primero va su semilla</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>its first line is not a class journal&apos;s header</source>
        <translation>su primera línea no es la cabecera de un registro de clase</translation>
    </message>
    <message>
        <source>it was written by a newer version of the workbench</source>
        <translation>lo escribió una versión más reciente del banco de trabajo</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>su cabecera está dañada</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 no se puede escribir: %2</translation>
    </message>
    <message>
        <source>Nothing can be written in the folder of %1: %2</source>
        <translation>No se puede escribir nada en la carpeta de %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder. Name a file for the class results.</source>
        <translation>%1 es una carpeta. Indica un archivo para los resultados de la clase.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1 holds the results of a class that has ended. Name another file for this class&apos;s results.</source>
        <translation>%1 contiene los resultados de una clase que ya terminó. Indica otro archivo para los resultados de esta clase.</translation>
    </message>
    <message>
        <source>%1 is neither a class journal nor class results. Name another file for the class results.</source>
        <translation>%1 no es ni un registro de clase ni resultados de una clase. Indica otro archivo para los resultados de la clase.</translation>
    </message>
    <message>
        <source>%1 is a class journal that cannot be continued: %2. Name another file for the class results.</source>
        <translation>%1 es un registro de clase que no se puede continuar: %2. Indica otro archivo para los resultados de la clase.</translation>
    </message>
    <message>
        <source>%1 is the journal of a class with another lesson (%2, %3 x %4): open that lesson to continue its class, or name another file for the class results.</source>
        <translation>%1 es el registro de una clase con otra lección (%2, %3 x %4): abre esa lección para continuar su clase o indica otro archivo para los resultados de la clase.</translation>
    </message>
    <message>
        <source>line %1 is not an event of a class</source>
        <translation>la línea %1 no es un evento de una clase</translation>
    </message>
    <message>
        <source>The class&apos;s journal %1 is not open.</source>
        <translation>El registro de la clase %1 no está abierto.</translation>
    </message>
    <message>
        <source>%1 cannot be written to the disk: %2</source>
        <translation>%1 no se puede escribir en el disco: %2</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>The address on each network of this computer: choose the one the students&apos; phones are on</source>
        <translation>La dirección en cada red de este ordenador: elige la de la red en la que están los teléfonos de los estudiantes</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>Código para unirse: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) joined</source>
        <translation>
            <numerusform>%n estudiante conectado</numerusform>
            <numerusform>%n estudiantes conectados</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Revelar</translation>
    </message>
    <message>
        <source>Show which answers are right, here and on every phone</source>
        <translation>Muestra qué respuestas son correctas, aquí y en cada teléfono</translation>
    </message>
    <message>
        <source>&amp;End Class</source>
        <translation>&amp;Terminar clase</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the &amp;map</source>
        <extracomment>A check box in the Class panel: lets the lecturer&apos;s mouse paint pits during a class</extracomment>
        <translation>Editar el &amp;mapa</translation>
    </message>
    <message>
        <source>Let the mouse and Space paint pits on the map. Every phone follows each edit; off, a click on the map only focuses the window.</source>
        <translation>Deja que el ratón y Espacio pinten fosas en el mapa. Cada teléfono sigue cada cambio; desactivado, un clic en el mapa solo activa la ventana.</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>The class could not listen on %1.</source>
        <translation>La clase no pudo escuchar en %1.</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Start &amp;Class</source>
        <translation>Iniciar &amp;clase</translation>
    </message>
    <message>
        <source>Serve this lesson to the students&apos; phones on the local network: they follow the map and answer the questions (F7 again ends the class)</source>
        <translation>Sirve esta lección a los teléfonos de los estudiantes en la red local: siguen el mapa y responden las preguntas (F7 de nuevo termina la clase)</translation>
    </message>
    <message>
        <source>Re&amp;veal Answers</source>
        <translation>Re&amp;velar respuestas</translation>
    </message>
    <message>
        <source>Mark the answers the rule book accepts, here and on every phone</source>
        <translation>Marca las respuestas que acepta el reglamento, aquí y en cada teléfono</translation>
    </message>
    <message>
        <source>Class &amp;Results...</source>
        <translation>&amp;Resultados de la clase...</translation>
    </message>
    <message>
        <source>The class&apos;s answers as CSV: a row per question, no names</source>
        <translation>Las respuestas de la clase en CSV: una fila por pregunta, sin nombres</translation>
    </message>
    <message>
        <source>Start Class</source>
        <translation>Iniciar clase</translation>
    </message>
    <message>
        <source>This build of the workbench has no web lesson player (built without emscripten), so it cannot serve a class.</source>
        <translation>Esta versión del banco de trabajo no incluye el reproductor de lecciones web (compilada sin emscripten), así que no puede servir una clase.</translation>
    </message>
    <message>
        <source>End &amp;Class</source>
        <translation>Terminar &amp;clase</translation>
    </message>
    <message>
        <source>Export Class Results</source>
        <translation>Exportar resultados de la clase</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>¿Qué hace el algoritmo a continuación?</translation>
    </message>
    <message>
        <source>Which cell is added next?</source>
        <translation>¿Qué celda se añade a continuación?</translation>
    </message>
    <message>
        <source>Where does the next tile go?</source>
        <translation>¿Dónde va la siguiente loseta?</translation>
    </message>
    <message numerus="yes">
        <source>%1% of the room right (%2 of %n)</source>
        <translation>
            <numerusform>%1% de la sala acertó (%2 de %n)</numerusform>
            <numerusform>%1% de la sala acertó (%2 de %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answers</source>
        <translation>Sin respuestas</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La respuesta: %1.</translation>
    </message>
    <message>
        <source>During the class the map paints no pits (every phone follows an edit): tick &quot;Edit the map&quot; in the Class panel to paint</source>
        <translation>Durante la clase el mapa no pinta fosas (cada teléfono sigue cada cambio): marca «Editar el mapa» en el panel Clase para pintar</translation>
    </message>
    <message>
        <source>Class Results</source>
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <source>The answers are still counted, but those not written to the file are lost if the workbench stops before the class ends.</source>
        <translation>Las respuestas se siguen contando, pero las que no se escribieron en el archivo se pierden si el banco de trabajo se detiene antes de que termine la clase.</translation>
    </message>
    <message>
        <source>%1 is this class&apos;s journal: it becomes the class results when the class ends.</source>
        <translation>%1 es el registro de esta clase: se convierte en los resultados de la clase cuando la clase termina.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Current line %1: %2</source>
        <extracomment>Code dock, for screen readers: the line the current step executes</extracomment>
        <translation>Línea actual %1: %2</translation>
    </message>
</context>
<context>
    <name>CompareMode</name>
    <message>
        <source>Build the same world twice side by side, with another rule, randomize or seed on the right</source>
        <translation>Construir el mismo mundo dos veces, lado a lado, con otra regla, orden aleatorio o semilla a la derecha</translation>
    </message>
    <message>
        <source>Right side:</source>
        <translation>Lado derecho:</translation>
    </message>
    <message>
        <source>Stage 6a</source>
        <translation>Etapa 6a</translation>
    </message>
    <message>
        <source>Stage 6b</source>
        <translation>Etapa 6b</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Orden aleatorio</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Dejar de comparar</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>The templates the right side&apos;s dungeon may place (the big room always)</source>
        <translation>Las plantillas que puede colocar la mazmorra del lado derecho (la sala grande siempre)</translation>
    </message>
    <message>
        <source>Follow:</source>
        <translation>Seguir:</translation>
    </message>
    <message>
        <source>Step number</source>
        <translation>Número de paso</translation>
    </message>
    <message>
        <source>Island progress</source>
        <translation>Progreso de la isla</translation>
    </message>
    <message>
        <source>How the right side follows the timeline: the same step number, or the same island at the same size or state where the builds&apos; lengths differ</source>
        <translation>Cómo sigue el lado derecho la línea de tiempo: con el mismo número de paso o, donde las construcciones difieren en longitud, con la misma isla en el mismo tamaño o estado</translation>
    </message>
    <message>
        <source>Tiles: %1 of %2</source>
        <translation>Losetas: %1 de %2</translation>
    </message>
    <message>
        <source>Right side&apos;s statistics</source>
        <translation>Estadísticas del lado derecho</translation>
    </message>
</context>
<context>
    <name>ConstructCoach</name>
    <message>
        <source>The first wrong move was at step %1.</source>
        <translation>El primer movimiento erróneo fue en el paso %1.</translation>
    </message>
    <message>
        <source>took %1 min %2 s</source>
        <translation>duró %1 min %2 s</translation>
    </message>
    <message numerus="yes">
        <source>took %n s</source>
        <extracomment>How long You Are the Algorithm took, e.g. &quot;took 12 min 5 s&quot;</extracomment>
        <translation>
            <numerusform>duró %n s</numerusform>
            <numerusform>duró %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>You Are the Algorithm</source>
        <translation>Tú eres el algoritmo</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm</source>
        <translation>Tú eres el al&amp;goritmo</translation>
    </message>
    <message>
        <source>&amp;Make Every Step Yourself</source>
        <translation>&amp;Hacer cada paso tú mismo</translation>
    </message>
    <message>
        <source>Make every step of the build yourself; the workbench checks each move</source>
        <translation>Haz tú mismo cada paso de la construcción; el banco de trabajo comprueba cada jugada</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show the right move, on the map and in words (counted)</source>
        <translation>Muestra la jugada correcta, en el mapa y con palabras (se cuenta)</translation>
    </message>
    <message>
        <source>&amp;Save Result…</source>
        <translation>&amp;Guardar resultado…</translation>
    </message>
    <message>
        <source>Save moves, right, wrong, hints and time as a small JSON file for the lecturer</source>
        <translation>Guarda jugadas, aciertos, errores, pistas y tiempo en un pequeño archivo JSON para el profesor</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>La recursión retrocede una celda</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>La isla tiene su tamaño</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>La isla no puede crecer</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Todas las islas están construidas</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>La construcción se rinde: demasiado complejo</translation>
    </message>
    <message>
        <source>Turn the mode on with Build &gt; You Are the Algorithm (%1).</source>
        <translation>Activa el modo con Construir &gt; Tú eres el algoritmo (%1).</translation>
    </message>
    <message>
        <source>Waiting for the build&apos;s next steps…</source>
        <translation>Esperando los siguientes pasos de la construcción…</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move. The Call Stack shows the current cell and the island&apos;s size.</source>
        <translation>Paso %1 de %2: ¿qué hace ahora el algoritmo? Haz clic en la celda que añade (o la semilla), o elige una jugada. La pila de llamadas muestra la celda actual y el tamaño de la isla.</translation>
    </message>
    <message>
        <source>Step %1 of %2: click the cell that gets the next tile.</source>
        <translation>Paso %1 de %2: haz clic en la celda que recibe la siguiente loseta.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2? Choose it and press Place.</source>
        <translation>¿Qué loseta, girada cómo, va en la fila %1, columna %2? Elígela y pulsa Colocar.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n correcta</numerusform>
            <numerusform>%n correctas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n incorrecta</numerusform>
            <numerusform>%n incorrectas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n pista</numerusform>
            <numerusform>%n pistas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Result: %n move(s)</source>
        <translation>
            <numerusform>Resultado: %n jugada</numerusform>
            <numerusform>Resultado: %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>You built the whole map.</source>
        <translation>Has construido todo el mapa.</translation>
    </message>
    <message>
        <source>Stopped before the end of the build.</source>
        <translation>Detenido antes del final de la construcción.</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be the seed as well. The seed is drawn at random; this build drew row %3, column %4, and goes on with it.</source>
        <translation>La fila %1, columna %2 también podría ser la semilla. La semilla se sortea; esta construcción sacó la fila %3, columna %4 y sigue con ella.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate as well. Randomize shuffles the candidates; this build tries row %3, column %4 first and goes on with it.</source>
        <translation>La fila %1, columna %2 también es un candidato. El orden aleatorio baraja los candidatos; esta construcción prueba primero la fila %3, columna %4 y sigue con ella.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the seed: %3</source>
        <translation>Fila %1, columna %2 como semilla: %3</translation>
    </message>
    <message>
        <source>No cell is added now: %1.</source>
        <translation>Ahora no se añade ninguna celda: %1.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not beside the current cell (%3, %4): grow() tries only the cells above, left, right and below it.</source>
        <translation>La fila %1, columna %2 no está junto a la celda actual (%3, %4): grow() solo prueba las celdas de arriba, izquierda, derecha y abajo.</translation>
    </message>
    <message>
        <source>Row %1, column %2 as the next cell: %3</source>
        <translation>Fila %1, columna %2 como siguiente celda: %3</translation>
    </message>
    <message>
        <source>Row %1, column %2 was tried from (%3, %4) already and backtracked.</source>
        <translation>La fila %1, columna %2 ya se probó desde (%3, %4) y se deshizo con un retroceso.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a candidate, but another comes first: without randomize, grow() tries them up, left, right, down.</source>
        <translation>La fila %1, columna %2 es un candidato, pero otro va primero: sin orden aleatorio, grow() los prueba arriba, izquierda, derecha, abajo.</translation>
    </message>
    <message>
        <source>Not %1 now: %2.</source>
        <translation>Ahora no es %1: %2.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (click it)</source>
        <translation>la isla %1 va ahora y necesita una semilla (haz clic en ella)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try (click it)</source>
        <translation>la celda actual (%1, %2) aún tiene un candidato por probar (haz clic en él)</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) has no candidate left to try</source>
        <translation>a la celda actual (%1, %2) no le quedan candidatos por probar</translation>
    </message>
    <message numerus="yes">
        <source>island %1 has its %n cell(s)</source>
        <translation>
            <numerusform>la isla %1 tiene su %n celda</numerusform>
            <numerusform>la isla %1 tiene sus %n celdas</numerusform>
        </translation>
    </message>
    <message>
        <source>no cell is left where island %1 could have its seed</source>
        <translation>no queda ninguna celda donde la isla %1 pueda tener su semilla</translation>
    </message>
    <message>
        <source>too little water is reachable from the seed of island %1</source>
        <translation>desde la semilla de la isla %1 se alcanza demasiado poca agua</translation>
    </message>
    <message>
        <source>every path from the seed of island %1 dead-ended</source>
        <translation>todos los caminos desde la semilla de la isla %1 acabaron en un callejón sin salida</translation>
    </message>
    <message>
        <source>every island has been built</source>
        <translation>todas las islas están construidas</translation>
    </message>
    <message>
        <source>the build has reached its step limit</source>
        <translation>la construcción ha llegado a su límite de pasos</translation>
    </message>
    <message>
        <source>No tile is placed any more.</source>
        <translation>Ya no se coloca ninguna loseta.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is a pit.</source>
        <translation>La fila %1, columna %2 es una fosa.</translation>
    </message>
    <message>
        <source>Row %1, column %2 has a tile already.</source>
        <translation>La fila %1, columna %2 ya tiene una loseta.</translation>
    </message>
    <message>
        <source>Row %1, column %2 waits in the fill queue; the cell at its front comes first.</source>
        <translation>La fila %1, columna %2 espera en la cola de relleno; la celda al frente de la cola va primero.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not in the fill queue: only cells beside an open door join it.</source>
        <translation>La fila %1, columna %2 no está en la cola de relleno: solo entran las celdas junto a una puerta abierta.</translation>
    </message>
    <message>
        <source>That tile does not fit on row %1, column %2: %3</source>
        <translation>Esa loseta no encaja en la fila %1, columna %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>That tile fits as well. One valid candidate is drawn at random; this build drew %1 turned %n quarter turn(s) and goes on with it.</source>
        <translation>
            <numerusform>Esa loseta también encaja. Se sortea un candidato válido; esta construcción sacó %1 girada %n cuarto de vuelta y sigue con ella.</numerusform>
            <numerusform>Esa loseta también encaja. Se sortea un candidato válido; esta construcción sacó %1 girada %n cuartos de vuelta y sigue con ella.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Paso %1: %2</translation>
    </message>
    <message>
        <source>Hint: %1 on row %2, column %3</source>
        <translation>Pista: %1 en la fila %2, columna %3</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>Pista: %1 girada %n cuarto de vuelta en la fila %2, columna %3</numerusform>
            <numerusform>Pista: %1 girada %n cuartos de vuelta en la fila %2, columna %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Save Result</source>
        <translation>Guardar resultado</translation>
    </message>
    <message>
        <source>Result files (*.json)</source>
        <translation>Archivos de resultado (*.json)</translation>
    </message>
    <message>
        <source>Result saved to %1</source>
        <translation>Resultado guardado en %1</translation>
    </message>
    <message>
        <source>&amp;Backtrack</source>
        <translation>&amp;Retroceso</translation>
    </message>
    <message>
        <source>Island &amp;Complete</source>
        <translation>Isla &amp;completa</translation>
    </message>
    <message>
        <source>Island &amp;Failed</source>
        <translation>Isla &amp;fallida</translation>
    </message>
    <message>
        <source>All &amp;Done</source>
        <translation>&amp;Todo hecho</translation>
    </message>
    <message>
        <source>&amp;Too Complex</source>
        <translation>&amp;Demasiado complejo</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Row %1, column %2 could be drawn as well; this build drew row %3, column %4, and goes on with it.</source>
        <translation>La fila %1, columna %2 también podía salir; esta construcción sacó la fila %3, columna %4, y sigue con ella.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is outside the map.</source>
        <translation>La fila %1, columna %2 está fuera del mapa.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is the start; the end goes on another open cell.</source>
        <translation>La fila %1, columna %2 es la salida; la meta va en otra celda libre.</translation>
    </message>
    <message>
        <source>The start and the end get the big room (%1).</source>
        <translation>La salida y la meta reciben la sala grande (%1).</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed</source>
        <translation>la isla %1 va ahora y necesita una semilla</translation>
    </message>
    <message>
        <source>the current cell (%1, %2) still has a candidate to try</source>
        <translation>la celda actual (%1, %2) aún tiene un candidato por probar</translation>
    </message>
</context>
<context>
    <name>ConstructPanel</name>
    <message>
        <source>Place the chosen tile on row %1, column %2</source>
        <translation>Coloca la loseta elegida en la fila %1, columna %2</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Correcto.</translation>
    </message>
    <message>
        <source>Not that.</source>
        <translation>Eso no.</translation>
    </message>
    <message>
        <source>You are the algorithm: make every step of the build yourself. Click the cell to add, or the next seed (or move the map&apos;s cursor with the arrow keys and press Enter), or choose a move below. A right move is carried out; a wrong one is explained and changes nothing.</source>
        <translation>Tú eres el algoritmo: haz tú mismo cada paso de la construcción. Haz clic en la celda que se añade, o en la siguiente semilla (o mueve el cursor del mapa con las flechas y pulsa Intro), o elige una jugada abajo. Una jugada correcta se realiza; una incorrecta se explica y no cambia nada.</translation>
    </message>
    <message>
        <source>You are the algorithm: click the queued cell that gets the next tile (or move the map&apos;s cursor with the arrow keys and press Enter), then choose the tile and its turn. The workbench does the steps that are not your decision: drawing start and end with their big rooms, rejecting candidates, clipping and queueing, and skipping filled cells.</source>
        <translation>Tú eres el algoritmo: haz clic en la celda en cola que recibe la siguiente loseta (o mueve el cursor del mapa con las flechas y pulsa Intro), luego elige la loseta y su giro. El banco de trabajo hace los pasos que no son decisión tuya: sortear inicio y fin con sus salas grandes, rechazar candidatos, recortar y poner en cola, y saltar celdas llenas.</translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation>&amp;Colocar</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Islands</source>
        <translation>Islas</translation>
    </message>
    <message>
        <source>How many islands to grow in one run (1 to 8).</source>
        <translation>Cuántas islas crecen en una ejecución (de 1 a 8).</translation>
    </message>
    <message>
        <source>Mi&amp;n island size:</source>
        <translation>Tamaño mínim&amp;o de isla:</translation>
    </message>
    <message>
        <source>Ma&amp;x island size:</source>
        <translation>Tamaño má&amp;ximo de isla:</translation>
    </message>
    <message>
        <source>Each island aims for a random size between min and max cells. If min is larger than max, the two are swapped.</source>
        <translation>Cada isla busca un tamaño aleatorio entre el mínimo y el máximo de celdas. Si el mínimo es mayor que el máximo, se intercambian.</translation>
    </message>
    <message>
        <source>On: candidates are shuffled, shapes look organic. Off: candidates are tried in a fixed order (up, left, right, down).</source>
        <translation>Activado: los candidatos se barajan y las formas parecen naturales. Desactivado: los candidatos se prueban en un orden fijo (arriba, izquierda, derecha, abajo).</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>Re&amp;gla:</translation>
    </message>
    <message>
        <source>Stage 6a: orthogonal</source>
        <extracomment>Island rule 6a: islands only keep apart orthogonally</extracomment>
        <translation>Etapa 6a: ortogonal</translation>
    </message>
    <message>
        <source>Stage 6b: all 8 neighbours</source>
        <extracomment>Island rule 6b: no island may touch another, not even diagonally</extracomment>
        <translation>Etapa 6b: los 8 vecinos</translation>
    </message>
    <message>
        <source>Stage 6a only asks for open water; Stage 6b also keeps every island away from the others in all 8 directions.</source>
        <translation>La etapa 6a solo exige agua abierta; la etapa 6b además mantiene cada isla separada de las demás en las 8 direcciones.</translation>
    </message>
    <message>
        <source>S&amp;tep limit:</source>
        <translation>Lími&amp;te de pasos:</translation>
    </message>
    <message>
        <source>A build that reaches this many steps stops with &quot;Too complex&quot;.</source>
        <translation>Una construcción que llega a este número de pasos se detiene con «Demasiado complejo».</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Mundo</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>The same seed and settings always give the same map.</source>
        <translation>La misma semilla con los mismos ajustes da siempre el mismo mapa.</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Button that picks a new random seed</extracomment>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Pick a new random seed</source>
        <translation>Elegir una nueva semilla al azar</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>Col&amp;umnas:</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Fosas</translation>
    </message>
    <message>
        <source>&amp;Allow pit placement</source>
        <translation>Permitir co&amp;locar fosas</translation>
    </message>
    <message>
        <source>Left-drag on the map paints pits, right-drag erases them.</source>
        <translation>Arrastrar con el botón izquierdo pinta fosas en el mapa; con el derecho las borra.</translation>
    </message>
    <message>
        <source>Densit&amp;y:</source>
        <extracomment>Share of open cells that Sprinkle! turns into pits</extracomment>
        <translation>&amp;Densidad:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>Suffix of the pit density value, a percentage (mind the locale&apos;s spacing)</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Number of &amp;islands:</source>
        <translation>Nú&amp;mero de islas:</translation>
    </message>
    <message>
        <source>Rand&amp;omize</source>
        <translation>Orden aleato&amp;rio</translation>
    </message>
</context>
<context>
    <name>DockNavigation</name>
    <message>
        <source>F6 moves to the next panel, Shift+F6 to the one before.</source>
        <translation>F6 pasa al panel siguiente, Mayús+F6 al anterior.</translation>
    </message>
    <message>
        <source>The %1 panel. %2</source>
        <extracomment>Accessible description of a panel&apos;s scrolling area or list; %1 is the panel&apos;s title</extracomment>
        <translation>Panel «%1». %2</translation>
    </message>
</context>
<context>
    <name>DocumentFiles</name>
    <message>
        <source>Cannot open scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <source>Cannot open the demo scenario</source>
        <translation>No se puede abrir el escenario de demostración</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json *.json);;All files (*)</source>
        <translation>Escenarios de Mapgen (*.mapgen.json *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save Scenario</source>
        <translation>Guardar escenario</translation>
    </message>
    <message>
        <source>Mapgen scenarios (*.mapgen.json)</source>
        <translation>Escenarios de Mapgen (*.mapgen.json)</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>No se puede guardar el escenario</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes to its pits or settings. Save them first?</source>
        <translation>El escenario tiene cambios sin guardar en sus fosas o ajustes. ¿Guardarlos antes?</translation>
    </message>
    <message>
        <source>Export Map as SVG</source>
        <translation>Exportar mapa como SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Map as PNG</source>
        <translation>Exportar mapa como PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>DungeonCallStackModel</name>
    <message>
        <source>up</source>
        <translation>arriba</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>down</source>
        <translation>abajo</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Call Stack (dungeon): a cell with no required sides</extracomment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>&gt; filling (%1, %2): required %3</source>
        <extracomment>Call Stack (dungeon): the queue&apos;s front cell whose candidates are checked</extracomment>
        <translation>&gt; rellenando (%1, %2): requeridos %3</translation>
    </message>
    <message>
        <source>template %1, rotation %2</source>
        <translation>plantilla %1, rotación %2</translation>
    </message>
    <message>
        <source>    %1: placed</source>
        <extracomment>Call Stack (dungeon): the candidate drawn among the valid ones</extracomment>
        <translation>    %1: colocada</translation>
    </message>
    <message>
        <source>    %1: x rule 1, misses a required side</source>
        <translation>    %1: x regla 1, le falta un lado requerido</translation>
    </message>
    <message>
        <source>    %1: x rule 2, would cut the last start-to-end path</source>
        <translation>    %1: x regla 2, cortaría el último camino del inicio al final</translation>
    </message>
    <message>
        <source>%1. queued (%2, %3): required %4</source>
        <extracomment>Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1</extracomment>
        <translation>%1. en cola (%2, %3): requeridos %4</translation>
    </message>
    <message>
        <source>The cell being filled and the fill queue are shown once the question is answered.</source>
        <extracomment>Call Stack (dungeon): instead of its lines while a question is open</extracomment>
        <translation>La celda que se rellena y la cola de relleno se muestran en cuanto se responda la pregunta.</translation>
    </message>
</context>
<context>
    <name>DungeonEditor</name>
    <message>
        <source>Build the dungeon and play the build (F5)</source>
        <translation>Construir la mazmorra y reproducir la construcción (F5)</translation>
    </message>
    <message>
        <source>Clear the tiles and log, keep the pits (R)</source>
        <translation>Borrar las losetas y el registro, conservar las fosas (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the dungeon&apos;s marks</source>
        <translation>Colores de Okabe–Ito para las marcas de la mazmorra</translation>
    </message>
    <message>
        <source>Tile Inspector</source>
        <translation>Inspector de losetas</translation>
    </message>
    <message>
        <source>Tile Set</source>
        <translation>Juego de losetas</translation>
    </message>
    <message>
        <source>The cell being filled with its candidates&apos; verdicts so far, then the fill queue in order with each cell&apos;s required sides.</source>
        <extracomment>Call Stack dock of the dungeon lesson: how to read it</extracomment>
        <translation>La celda que se está rellenando con los veredictos sobre sus candidatas hasta ahora, y después la cola de relleno en orden con los lados requeridos de cada celda.</translation>
    </message>
</context>
<context>
    <name>DungeonGenerator</name>
    <message numerus="yes">
        <source>A dungeon needs at least two open cells for start and end; this map has %n.</source>
        <translation>
            <numerusform>Una mazmorra necesita al menos dos celdas libres para el inicio y el final; este mapa tiene %n.</numerusform>
            <numerusform>Una mazmorra necesita al menos dos celdas libres para el inicio y el final; este mapa tiene %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start (%1, %2) and end (%3, %4) are cut apart by pits: no chain of open cells joins them.</source>
        <extracomment>%1,%2 and %3,%4 are row and column of the start and the end cell</extracomment>
        <translation>El inicio (%1, %2) y el final (%3, %4) están separados por fosas: ninguna cadena de celdas libres los une.</translation>
    </message>
    <message>
        <source>The tile set has no big room (a template with all eight half-doors, 255), so a cell could get stuck.</source>
        <translation>El juego de losetas no tiene sala grande (una plantilla con las ocho medias puertas, 255), así que una celda podría quedarse sin loseta.</translation>
    </message>
</context>
<context>
    <name>DungeonLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Memoria insuficiente</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon of %1 x %2 cells.</source>
        <translation>Memoria insuficiente para una mazmorra de %1 × %2 celdas.</translation>
    </message>
    <message>
        <source>Cannot build the dungeon: %1</source>
        <extracomment>Status bar when a dungeon build cannot start; %1 the reason</extracomment>
        <translation>No se puede construir la mazmorra: %1</translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a dungeon build; %1 is &quot;%Ln tile(s) placed&quot; and %2 &quot;%Ln candidate(s) rejected&quot;</extracomment>
        <translation>Construido: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tile(s) placed</source>
        <translation>
            <numerusform>%Ln loseta colocada</numerusform>
            <numerusform>%Ln losetas colocadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln candidate(s) rejected</source>
        <translation>
            <numerusform>%Ln candidato rechazado</numerusform>
            <numerusform>%Ln candidatos rechazados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DungeonModel</name>
    <message>
        <source>S</source>
        <extracomment>Map cell label of the dungeon&apos;s start</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map cell label of the dungeon&apos;s end</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Tool tip of a map cell: row and column</extracomment>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: fosa</translation>
    </message>
    <message>
        <source>%1: queued, required half-doors %2</source>
        <translation>%1: en la cola, medias puertas requeridas %2</translation>
    </message>
    <message>
        <source>%1: rock</source>
        <translation>%1: roca</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, %n quarter turn(s), doors %3</source>
        <translation>
            <numerusform>%1: %2, %n cuarto de vuelta, puertas %3</numerusform>
            <numerusform>%1: %2, %n cuartos de vuelta, puertas %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (inicio)</translation>
    </message>
    <message>
        <source> (end)</source>
        <translation> (final)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>plantilla %1</translation>
    </message>
    <message>
        <source>Start at (%1, %2)</source>
        <extracomment>Dungeon log: the start cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Inicio en (%1, %2)</translation>
    </message>
    <message>
        <source>End at (%1, %2)</source>
        <extracomment>Dungeon log: the end cell was drawn; (%1, %2) row and column</extracomment>
        <translation>Final en (%1, %2)</translation>
    </message>
    <message>
        <source>+ queue (%1, %2)</source>
        <extracomment>Dungeon log: a neighbour got a half-door towards it and waits to be filled</extracomment>
        <translation>+ cola (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Place %1, %n quarter turn(s), at (%2, %3): doors %4</source>
        <extracomment>Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask</extracomment>
        <translation>
            <numerusform>Colocar %1, %n cuarto de vuelta, en (%2, %3): puertas %4</numerusform>
            <numerusform>Colocar %1, %n cuartos de vuelta, en (%2, %3): puertas %4</numerusform>
        </translation>
    </message>
    <message>
        <source>x clip (%1, %2): half-doors %3 removed</source>
        <extracomment>Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed</extracomment>
        <translation>x recorte (%1, %2): medias puertas %3 quitadas</translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): a required side is not answered</source>
        <extracomment>Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n cuarto de vuelta (%2): un lado requerido queda sin respuesta</numerusform>
            <numerusform>- %1, %n cuartos de vuelta (%2): un lado requerido queda sin respuesta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>- %1, %n quarter turn(s) (%2): would cut the last start-to-end path</source>
        <extracomment>Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask</extracomment>
        <translation>
            <numerusform>- %1, %n cuarto de vuelta (%2): cortaría el último camino del inicio al final</numerusform>
            <numerusform>- %1, %n cuartos de vuelta (%2): cortaría el último camino del inicio al final</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (%1, %2): already filled</source>
        <extracomment>Dungeon log: the front of the fill queue was filled already (the end)</extracomment>
        <translation>Saltar (%1, %2): ya ocupada</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <extracomment>Dungeon log: the fill queue ran empty</extracomment>
        <translation>-- Terminado --</translation>
    </message>
</context>
<context>
    <name>DungeonPainter</name>
    <message>
        <source>S</source>
        <extracomment>Map marker of the dungeon&apos;s start cell (one letter)</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>Map marker of the dungeon&apos;s end cell (one letter)</extracomment>
        <translation>F</translation>
    </message>
</context>
<context>
    <name>DungeonStatistics</name>
    <message>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <extracomment>Dungeon statistics: tiles placed up to the current step, start and end included</extracomment>
        <translation>Losetas colocadas:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <extracomment>Dungeon statistics: candidates found invalid up to the current step</extracomment>
        <translation>Candidatos rechazados:</translation>
    </message>
    <message>
        <source>Fill queue:</source>
        <extracomment>Dungeon statistics: cells waiting in the fill queue at the current step</extracomment>
        <translation>Cola de relleno:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Dungeon statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Aún sin construir: pulse Iniciar</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construyendo…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <extracomment>Dungeon statistics: the build could not start; %1 the reason</extracomment>
        <translation>No se puede iniciar: %1</translation>
    </message>
</context>
<context>
    <name>DungeonTile</name>
    <message>
        <source>big room</source>
        <extracomment>The default dungeon tile set&apos;s templates, as shown in the log, inspector and tile set</extracomment>
        <translation>sala grande</translation>
    </message>
    <message>
        <source>small room</source>
        <translation>sala pequeña</translation>
    </message>
    <message>
        <source>hall</source>
        <translation>pasillo</translation>
    </message>
</context>
<context>
    <name>DungeonView</name>
    <message>
        <source>Dungeon map</source>
        <extracomment>Name of the dungeon map for screen readers</extracomment>
        <translation>Mapa de la mazmorra</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. On the map before a build, left-drag paints pits and right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Haga clic en una celda para inspeccionarla. En el mapa antes de una construcción, arrastrar con el botón izquierdo pinta fosas y con el derecho las borra. Ctrl+rueda hace zoom. Con el teclado: Tab hasta el mapa, Intro para editarlo (las flechas mueven el cursor de celda, Espacio pone o quita una fosa), Esc para terminar.</translation>
    </message>
    <message>
        <source>Click a cell to inspect it. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Haga clic en una celda para inspeccionarla. Ctrl+rueda hace zoom. Con el teclado: Tab hasta el mapa, Intro para mover el cursor de celda con las flechas, Esc para terminar.</translation>
    </message>
</context>
<context>
    <name>ExperimentChart</name>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Failures</source>
        <translation>Fallos</translation>
    </message>
    <message>
        <source>Pit density (%)</source>
        <translation>Densidad de fosas (%)</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Islas</translation>
    </message>
    <message>
        <source>Minimum island size</source>
        <translation>Tamaño mínimo de isla</translation>
    </message>
    <message>
        <source>Maximum island size</source>
        <translation>Tamaño máximo de isla</translation>
    </message>
    <message>
        <source>Backtracks per build: mean, 10th to 90th percentile</source>
        <translation>Retrocesos por construcción: media, percentil 10 a 90</translation>
    </message>
    <message>
        <source>Failed islands and too-complex builds</source>
        <translation>Islas fallidas y construcciones demasiado complejas</translation>
    </message>
    <message>
        <source>Rate (%)</source>
        <translation>Proporción (%)</translation>
    </message>
    <message>
        <source>%1, randomize on</source>
        <translation>%1, orden aleatorio activado</translation>
    </message>
    <message>
        <source>%1, randomize off</source>
        <translation>%1, orden aleatorio desactivado</translation>
    </message>
    <message>
        <source>%1: 10th-90th percentile</source>
        <translation>%1: percentil 10 a 90</translation>
    </message>
    <message>
        <source>%1: failed islands</source>
        <translation>%1: islas fallidas</translation>
    </message>
    <message>
        <source>%1: too complex</source>
        <translation>%1: demasiado complejo</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1, randomize %2&lt;/b&gt;&lt;br&gt;%3 islands of %4-%5 cells, density %6 %&lt;br&gt;backtracks: mean %7, 10th percentile %8, median %9, 90th percentile %10&lt;br&gt;failed islands: %11 of %12; too complex: %13 of %14 builds&lt;br&gt;click: open the median run (run %15)</source>
        <translation>&lt;b&gt;%1, orden aleatorio %2&lt;/b&gt;&lt;br&gt;%3 islas de %4-%5 celdas, densidad %6 %&lt;br&gt;retrocesos: media %7, percentil 10 %8, mediana %9, percentil 90 %10&lt;br&gt;islas fallidas: %11 de %12; demasiado complejas: %13 de %14 construcciones&lt;br&gt;clic: abrir la ejecución mediana (ejecución %15)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: the chart could not be drawn as a PNG</source>
        <translation>%1: no se pudo dibujar el gráfico como PNG</translation>
    </message>
    <message>
        <source>Path from start to end (cells): mean, 10th to 90th percentile</source>
        <translation>Camino del inicio al final (celdas): media, percentil 10 a 90</translation>
    </message>
    <message>
        <source>Rejected candidates per placed tile and cut-off runs</source>
        <translation>Candidatos rechazados por loseta colocada y ejecuciones bloqueadas</translation>
    </message>
    <message>
        <source>Path (cells)</source>
        <translation>Camino (celdas)</translation>
    </message>
    <message>
        <source>10th-90th percentile</source>
        <translation>Percentil 10 a 90</translation>
    </message>
    <message>
        <source>Mean path</source>
        <translation>Camino medio</translation>
    </message>
    <message>
        <source>Rejected per placed tile</source>
        <translation>Rechazados por loseta colocada</translation>
    </message>
    <message>
        <source>Cut-off runs (%)</source>
        <translation>Ejecuciones bloqueadas (%)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 x %2, tiles %3, density %4 %&lt;/b&gt;&lt;br&gt;cut off: %5 of %6 runs&lt;br&gt;</source>
        <translation>&lt;b&gt;%1 × %2, losetas %3, densidad %4 %&lt;/b&gt;&lt;br&gt;bloqueadas: %5 de %6 ejecuciones&lt;br&gt;</translation>
    </message>
    <message>
        <source>no run finished: nothing to open</source>
        <translation>ninguna ejecución terminó: no hay nada que abrir</translation>
    </message>
    <message>
        <source>path: mean %1, 10th percentile %2, median %3, 90th percentile %4&lt;br&gt;rejected %5 for %6 placed tiles&lt;br&gt;click: open the median run (run %7)</source>
        <translation>camino: media %1, percentil 10 %2, mediana %3, percentil 90 %4&lt;br&gt;%5 rechazados para %6 losetas colocadas&lt;br&gt;clic: abrir la ejecución mediana (ejecución %7)</translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Tamaño (filas x columnas)</translation>
    </message>
    <message>
        <source>Tile subset (template numbers)</source>
        <translation>Subconjunto de losetas (números de plantilla)</translation>
    </message>
    <message>
        <source>Path</source>
        <extracomment>Tab of a dungeon sweep&apos;s chart: the path from start to end</extracomment>
        <translation>Camino</translation>
    </message>
    <message>
        <source>Rejected and cut off</source>
        <extracomment>Tab of the experiment chart: failed islands and too-complex builds as rates; for a dungeon sweep, rejected candidates and cut-off runs</extracomment>
        <translation>Rechazados y bloqueadas</translation>
    </message>
    <message>
        <source>Charts</source>
        <extracomment>Name of the experiment&apos;s two charts (as tabs) for screen readers</extracomment>
        <translation>Gráficos</translation>
    </message>
</context>
<context>
    <name>ExperimentPanel</name>
    <message>
        <source>Pit density</source>
        <translation>Densidad de fosas</translation>
    </message>
    <message>
        <source>Island count</source>
        <translation>Número de islas</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Tamaño mínimo</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Tamaño máximo</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Variar:</translation>
    </message>
    <message>
        <source>From, to, step:</source>
        <translation>Desde, hasta, paso:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Orden aleatorio:</translation>
    </message>
    <message>
        <source>Pit density (%):</source>
        <translation>Densidad de fosas (%):</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Islas:</translation>
    </message>
    <message>
        <source>Min, max size:</source>
        <translation>Tamaño mín., máx.:</translation>
    </message>
    <message>
        <source>Runs per point:</source>
        <translation>Ejecuciones por punto:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Puntos:</translation>
    </message>
    <message>
        <source>6a</source>
        <translation>6a</translation>
    </message>
    <message>
        <source>6b</source>
        <translation>6b</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>Build every point of the sweep, its runs on all cores</source>
        <translation>Construir cada punto del barrido, sus ejecuciones en todos los núcleos</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Chart as PNG…</source>
        <translation>Gráfico como PNG…</translation>
    </message>
    <message>
        <source>Chart as SVG…</source>
        <translation>Gráfico como SVG…</translation>
    </message>
    <message>
        <source>Table as CSV…</source>
        <translation>Tabla como CSV…</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), </source>
        <translation>
            <numerusform>%n punto, </numerusform>
            <numerusform>%n puntos, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n construcción</numerusform>
            <numerusform>%n construcciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>%1 of %2 builds</source>
        <translation>%1 de %2 construcciones</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>queda %n segundo aproximadamente</numerusform>
            <numerusform>quedan %n segundos aproximadamente</numerusform>
        </translation>
    </message>
    <message>
        <source>Size (rows x columns)</source>
        <translation>Tamaño (filas x columnas)</translation>
    </message>
    <message>
        <source>Tile subsets</source>
        <translation>Subconjuntos de losetas</translation>
    </message>
    <message>
        <source>Si&amp;zes:</source>
        <translation>&amp;Tamaños:</translation>
    </message>
    <message>
        <source>Tile subsets:</source>
        <translation>Subconjuntos de losetas:</translation>
    </message>
    <message>
        <source>The setting on the chart&apos;s x axis; the others stay fixed</source>
        <translation>El ajuste del eje x del gráfico; los demás quedan fijos</translation>
    </message>
    <message>
        <source>for example 16x16, 32x48</source>
        <translation>por ejemplo 16x16, 32x48</translation>
    </message>
    <message>
        <source>The sizes to build, rows x columns, separated by commas (as mapgen experiment --size); a size other than the scenario&apos;s starts from an empty grid</source>
        <translation>Los tamaños que construir, filas x columnas, separados por comas (como mapgen experiment --size); un tamaño distinto del del escenario empieza con una cuadrícula vacía</translation>
    </message>
    <message>
        <source>One row per tile subset: tick the templates it holds (Space ticks the current cell). Each subset needs a big room, the template with all eight doors (as mapgen experiment --tiles)</source>
        <translation>Una fila por subconjunto de losetas: marque las plantillas que contiene (Espacio marca la celda actual). Cada subconjunto necesita una sala grande, la plantilla con las ocho puertas (como mapgen experiment --tiles)</translation>
    </message>
    <message>
        <source>A&amp;dd subset</source>
        <translation>Añadir &amp;subconjunto</translation>
    </message>
    <message>
        <source>A new subset, with every template ticked</source>
        <translation>Un subconjunto nuevo, con todas las plantillas marcadas</translation>
    </message>
    <message>
        <source>Re&amp;move subset</source>
        <translation>&amp;Quitar subconjunto</translation>
    </message>
    <message>
        <source>Remove the subset of the current row</source>
        <translation>Quitar el subconjunto de la fila actual</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>Column of a template in the experiment&apos;s tile subsets: its number and name</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sizes: write each as rows x columns, from 1x1 to %1x%1, separated by commas, for example 16x16, 32x48.</source>
        <translation>Tamaños: escriba cada uno como filas x columnas, de 1x1 a %1x%1, separados por comas, por ejemplo 16x16, 32x48.</translation>
    </message>
    <message>
        <source>Sizes: %1 is listed twice.</source>
        <translation>Tamaños: %1 aparece dos veces.</translation>
    </message>
    <message>
        <source>Tile subsets: add a subset to sweep.</source>
        <translation>Subconjuntos de losetas: añada un subconjunto que barrer.</translation>
    </message>
    <message>
        <source>Tile subset %1 has no template ticked.</source>
        <translation>El subconjunto de losetas %1 no tiene ninguna plantilla marcada.</translation>
    </message>
    <message numerus="yes">
        <source>Tile subset %1 names template %2; the tile set has %n template(s).</source>
        <translation>
            <numerusform>El subconjunto de losetas %1 nombra la plantilla %2; el juego de losetas tiene %n plantilla.</numerusform>
            <numerusform>El subconjunto de losetas %1 nombra la plantilla %2; el juego de losetas tiene %n plantillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile subset %1 has no big room (a template with all eight doors): tick one.</source>
        <translation>El subconjunto de losetas %1 no tiene sala grande (una plantilla con las ocho puertas): marque una.</translation>
    </message>
    <message>
        <source>Tile subsets %1 and %2 are the same.</source>
        <translation>Los subconjuntos de losetas %1 y %2 son iguales.</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of an experiment&apos;s range</extracomment>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of an experiment&apos;s range</extracomment>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>The step between the values of an experiment&apos;s range</extracomment>
        <translation>Paso</translation>
    </message>
</context>
<context>
    <name>ExperimentsDock</name>
    <message>
        <source>Not enough memory for a build of %1 steps; lower the step limit.</source>
        <translation>No hay memoria suficiente para una construcción de %1 pasos; reduzca el límite de pasos.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n point(s) finished.</source>
        <translation>
            <numerusform>Cancelado: %n punto terminado.</numerusform>
            <numerusform>Cancelado: %n puntos terminados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n point(s). Click a point of the chart to open its median run.</source>
        <translation>
            <numerusform>Hecho: %n punto. Haga clic en un punto del gráfico para abrir su ejecución mediana.</numerusform>
            <numerusform>Hecho: %n puntos. Haga clic en un punto del gráfico para abrir su ejecución mediana.</numerusform>
        </translation>
    </message>
    <message>
        <source>Experiment: %1, randomize %2, density %3 %, run %4</source>
        <translation>Experimento: %1, orden aleatorio %2, densidad %3 %, ejecución %4</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Export Chart as SVG</source>
        <translation>Exportar el gráfico como SVG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Chart as PNG</source>
        <translation>Exportar el gráfico como PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Exportar la tabla como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Experiments</source>
        <translation>Experimentos</translation>
    </message>
    <message>
        <source>Not enough memory for a dungeon build of %1 x %2 cells.</source>
        <translation>No hay memoria suficiente para construir una mazmorra de %1 × %2 celdas.</translation>
    </message>
    <message>
        <source>Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5</source>
        <translation>Experimento: mazmorra %1 × %2, losetas %3, densidad %4 %, ejecución %5</translation>
    </message>
    <message>
        <source>No run of this point finished (every one was cut off): there is no run to open.</source>
        <translation>Ninguna ejecución de este punto terminó (todas quedaron bloqueadas): no hay ninguna ejecución que abrir.</translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>Animated &amp;GIF of the Build…</source>
        <translation>&amp;GIF animado de la construcción…</translation>
    </message>
    <message>
        <source>&amp;Tiled Map (TMX)…</source>
        <translation>Mapa de &amp;Tiled (TMX)…</translation>
    </message>
    <message>
        <source>PDF &amp;Handout…</source>
        <translation>&amp;Hoja PDF para clase…</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>&amp;Imprimir hoja para clase…</translation>
    </message>
    <message>
        <source>Export Tiled Map</source>
        <translation>Exportar mapa de Tiled</translation>
    </message>
    <message>
        <source>Export PDF Handout</source>
        <translation>Exportar hoja PDF para clase</translation>
    </message>
    <message>
        <source>Tiled maps (*.tmx)</source>
        <translation>Mapas de Tiled (*.tmx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>There is no build to animate yet: press Start first.</source>
        <translation>Aún no hay ninguna construcción que animar: pulse primero Iniciar.</translation>
    </message>
    <message>
        <source>Export Animated GIF</source>
        <translation>Exportar GIF animado</translation>
    </message>
    <message>
        <source>GIF animations (*.gif)</source>
        <translation>Animaciones GIF (*.gif)</translation>
    </message>
    <message>
        <source>Encoding %1…</source>
        <translation>Codificando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: no se pudo codificar la animación: %2</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Imprimir hoja para clase</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Export Web Lesson</source>
        <translation>Exportar lección web</translation>
    </message>
    <message>
        <source>Web lessons (*.html)</source>
        <translation>Lecciones web (*.html)</translation>
    </message>
    <message>
        <source>&amp;Web Lesson…</source>
        <translation>&amp;Lección web…</translation>
    </message>
    <message>
        <source>The frames are too large: %1.</source>
        <translation>Los fotogramas son demasiado grandes: %1.</translation>
    </message>
    <message>
        <source>At %1 px a cell they fit.</source>
        <translation>Con %1 px por celda caben.</translation>
    </message>
    <message>
        <source>Export at %1 px a Cell</source>
        <translation>Exportar con %1 px por celda</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>Exportando %1…</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>Export Learning Platform Package</source>
        <translation>Exportar paquete para plataforma educativa</translation>
    </message>
    <message>
        <source>SCORM packages (*.zip)</source>
        <translation>Paquetes SCORM (*.zip)</translation>
    </message>
    <message>
        <source>&amp;Learning Platform Package…</source>
        <translation>Paquete para plataforma &amp;educativa…</translation>
    </message>
</context>
<context>
    <name>GifExport</name>
    <message>
        <source>--from: expected a step from 0 to %1, got %2</source>
        <translation>--from: se esperaba un paso de 0 a %1, se recibió %2</translation>
    </message>
    <message>
        <source>--to: expected a step from %1 to %2, got %3</source>
        <translation>--to: se esperaba un paso de %1 a %2, se recibió %3</translation>
    </message>
    <message>
        <source>--fps: expected %1 to %2 frames a second, got %3</source>
        <translation>--fps: se esperaban de %1 a %2 fotogramas por segundo, se recibió %3</translation>
    </message>
    <message>
        <source>--cell-size: expected 1 to %1 pixels, got %2</source>
        <translation>--cell-size: se esperaban de 1 a %1 píxeles, se recibió %2</translation>
    </message>
    <message>
        <source>not every frame was encoded</source>
        <translation>no se codificaron todos los fotogramas</translation>
    </message>
    <message>
        <source>%1: the animation could not be encoded: %2</source>
        <translation>%1: no se pudo codificar la animación: %2</translation>
    </message>
    <message>
        <source>%1: use --cell-size %2 or less</source>
        <translation>%1: use --cell-size %2 o menos</translation>
    </message>
</context>
<context>
    <name>GifExportDialog</name>
    <message>
        <source>Export Animated GIF</source>
        <translation>Exportar GIF animado</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Desde el paso:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Hasta el paso:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Fotogramas por segundo:</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Tamaño de celda:</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s once through</source>
        <extracomment>%n frames; %2 the animation&apos;s length in seconds, the last frame&apos;s 3 s included</extracomment>
        <translation>
            <numerusform>%n fotograma, %1 s por pasada</numerusform>
            <numerusform>%n fotogramas, %1 s por pasada</numerusform>
        </translation>
    </message>
    <message>
        <source>A long build: every %1th step is shown, so that it lasts at most a minute.</source>
        <translation>Una construcción larga: se muestra uno de cada %1 pasos, para que dure como máximo un minuto.</translation>
    </message>
    <message>
        <source>Estimated size: …</source>
        <translation>Tamaño estimado: …</translation>
    </message>
    <message>
        <source>Estimated size: %1</source>
        <translation>Tamaño estimado: %1</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>no frames</source>
        <translation>ningún fotograma</translation>
    </message>
</context>
<context>
    <name>IslandCallStackModel</name>
    <message>
        <source>%1. grow(%2, %3): island %4, %5 of %6 cells</source>
        <extracomment>Call Stack: one active call; %1 depth (0 = the seed), (%2, %3) its cell, %4 the island, %5 the island&apos;s size along this path, %6 its target size</extracomment>
        <translation>%1. grow(%2, %3): isla %4, %5 de %6 celdas</translation>
    </message>
    <message>
        <source>base case: the island is complete</source>
        <extracomment>Call Stack: the call found its island at the target size</extracomment>
        <translation>caso base: la isla está completa</translation>
    </message>
    <message>
        <source>no candidates: a dead end</source>
        <extracomment>Call Stack: a call whose cell has no valid expansion</extracomment>
        <translation>sin candidatas: un callejón sin salida</translation>
    </message>
    <message>
        <source>x (%1, %2) failed</source>
        <extracomment>Call Stack: a candidate whose path dead-ended (the mark x is not colour alone)</extracomment>
        <translation>x (%1, %2) fracasó</translation>
    </message>
    <message>
        <source>&gt; (%1, %2) trying</source>
        <extracomment>Call Stack: the candidate this call is trying now</extracomment>
        <translation>&gt; (%1, %2) en prueba</translation>
    </message>
    <message>
        <source>(%1, %2) to try</source>
        <extracomment>Call Stack: a candidate not tried yet</extracomment>
        <translation>(%1, %2) por probar</translation>
    </message>
    <message>
        <source>candidates: %1</source>
        <extracomment>Call Stack: the list of candidates of one call, in the order tried</extracomment>
        <translation>candidatas: %1</translation>
    </message>
    <message>
        <source>candidates: shown once the question is answered</source>
        <extracomment>Call Stack: instead of a call&apos;s candidates while a question is open (they would answer it)</extracomment>
        <translation>candidatas: se muestran en cuanto se responda la pregunta</translation>
    </message>
</context>
<context>
    <name>IslandEditor</name>
    <message>
        <source>Build the islands and play the build (F5)</source>
        <translation>Construir las islas y reproducir la construcción (F5)</translation>
    </message>
    <message>
        <source>Clear islands and log, keep the pits (R)</source>
        <translation>Borrar islas y registro, conservar las fosas (R)</translation>
    </message>
    <message>
        <source>Okabe–Ito colours for the islands</source>
        <translation>Colores de Okabe–Ito para las islas</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Pila de llamadas</translation>
    </message>
    <message>
        <source>Cell Inspector</source>
        <translation>Inspector de celdas</translation>
    </message>
    <message>
        <source>The active grow() calls, from the seed down to the current cell. x failed, &gt; being tried. Select a call to outline its cell and candidates on the map.</source>
        <extracomment>Call Stack dock of the island lesson: how to read it</extracomment>
        <translation>Las llamadas a grow() activas, desde la semilla hasta la celda actual. x fracasó, &gt; en prueba. Seleccione una llamada para recuadrar su celda y sus candidatas en el mapa.</translation>
    </message>
</context>
<context>
    <name>IslandLesson</name>
    <message>
        <source>Not enough memory</source>
        <translation>Memoria insuficiente</translation>
    </message>
    <message numerus="yes">
        <source>Not enough memory for a build of %Ln step(s). Lower the step limit.</source>
        <translation>
            <numerusform>Memoria insuficiente para una construcción de %Ln paso. Reduzca el límite de pasos.</numerusform>
            <numerusform>Memoria insuficiente para una construcción de %Ln pasos. Reduzca el límite de pasos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too complex: the build stopped at the step limit (%Ln step(s))</source>
        <translation>
            <numerusform>Demasiado complejo: la construcción se detuvo en el límite de pasos (%Ln paso)</numerusform>
            <numerusform>Demasiado complejo: la construcción se detuvo en el límite de pasos (%Ln pasos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Built: %1, %2</source>
        <extracomment>Status bar after a build; %1 is &quot;%Ln step(s)&quot; and %2 &quot;%Ln backtrack(s)&quot;</extracomment>
        <translation>Construido: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln paso</numerusform>
            <numerusform>%Ln pasos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln backtrack(s)</source>
        <translation>
            <numerusform>%Ln retroceso</numerusform>
            <numerusform>%Ln retrocesos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IslandModel</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>%1: water</source>
        <translation>%1: agua</translation>
    </message>
    <message>
        <source>%1: pit</source>
        <translation>%1: fosa</translation>
    </message>
    <message>
        <source>%1: island %2</source>
        <translation>%1: isla %2</translation>
    </message>
    <message>
        <source>&gt;&gt; Island %1 seed at (%2,%3)</source>
        <extracomment>Recursion log: an island&apos;s seed was placed; %1 island, (%2,%3) row and column</extracomment>
        <translation>&gt;&gt; Isla %1: semilla en (%2,%3)</translation>
    </message>
    <message>
        <source>&gt; ADD (%1, %2)</source>
        <extracomment>Recursion log: a cell was added to the island and the search went one level deeper</extracomment>
        <translation>&gt; AÑADIR (%1, %2)</translation>
    </message>
    <message>
        <source>X BACKTRACK (%1, %2)</source>
        <extracomment>Recursion log: the path through this cell failed; the cell became water again</extracomment>
        <translation>X RETROCESO (%1, %2)</translation>
    </message>
    <message>
        <source>+ Island %1 complete!</source>
        <translation>+ ¡Isla %1 completa!</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (no room for a seed)</source>
        <translation>! Isla %1 FALLIDA (no hay sitio para la semilla)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (not enough reachable water)</source>
        <translation>! Isla %1 FALLIDA (no hay bastante agua alcanzable)</translation>
    </message>
    <message>
        <source>! Island %1 FAILED (every path dead-ended)</source>
        <translation>! Isla %1 FALLIDA (todos los caminos acabaron sin salida)</translation>
    </message>
    <message>
        <source>-- All done --</source>
        <translation>-- Terminado --</translation>
    </message>
    <message>
        <source>! TOO COMPLEX</source>
        <translation>! DEMASIADO COMPLEJO</translation>
    </message>
    <message>
        <source>%1, being tried</source>
        <extracomment>A map cell&apos;s description: the cell the step just added</extracomment>
        <translation>%1, en prueba</translation>
    </message>
    <message>
        <source>%1, candidate</source>
        <extracomment>A map cell&apos;s description: a cell the island may grow into next</extracomment>
        <translation>%1, candidata</translation>
    </message>
    <message>
        <source>%1, backtracked</source>
        <extracomment>A map cell&apos;s description: the cell the step just took back</extracomment>
        <translation>%1, retrocedida</translation>
    </message>
</context>
<context>
    <name>IslandOutcomeWords</name>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>growing</source>
        <translation>creciendo</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <source>removed: too complex</source>
        <translation>eliminada: demasiado compleja</translation>
    </message>
    <message>
        <source>failed: no room for a seed</source>
        <translation>fallida: no hay sitio para la semilla</translation>
    </message>
    <message>
        <source>failed: not enough reachable water</source>
        <translation>fallida: no hay bastante agua alcanzable</translation>
    </message>
    <message>
        <source>failed: dead end</source>
        <translation>fallida: sin salida</translation>
    </message>
</context>
<context>
    <name>IslandView</name>
    <message>
        <source>Too complex: stopped after %L1 steps</source>
        <extracomment>Banner over the map when a build hit its step limit; %L1 is the limit</extracomment>
        <translation>Demasiado complejo: detenido tras %L1 pasos</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>Menu title: the interface language</extracomment>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <extracomment>Language menu: follow the language of the operating system</extracomment>
        <translation>Predeterminado del &amp;sistema</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>The name of the language of this translation, written in that language (&quot;Deutsch&quot;, &quot;Español&quot;): the Language menu lists every language under its own name.</extracomment>
        <translation>Español</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Call Stack</source>
        <translation>Pila de llamadas</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson</source>
        <extracomment>Name of the lesson text for screen readers</extracomment>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Notes for this scenario</source>
        <translation>Notas de este escenario</translation>
    </message>
</context>
<context>
    <name>LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Propiedades de la lección</translation>
    </message>
    <message>
        <source>What a learning platform package of this lesson grades (File ▸ Export ▸ Learning Platform Package): the score is the mean of the parts ticked.</source>
        <translation>Qué califica un paquete para plataforma educativa de esta lección (Archivo ▸ Exportar ▸ Paquete para plataforma educativa): la puntuación es la media de las partes marcadas.</translation>
    </message>
    <message>
        <source>The lesson&apos;s &amp;questions (first answers right)</source>
        <translation>Las &amp;preguntas de la lección (primeras respuestas correctas)</translation>
    </message>
    <message>
        <source>You Are the &amp;Algorithm over the whole build</source>
        <translation>Tú eres el &amp;algoritmo en toda la construcción</translation>
    </message>
    <message>
        <source>&amp;Pass mark:</source>
        <translation>&amp;Nota para aprobar:</translation>
    </message>
    <message>
        <source> %</source>
        <extracomment>After the pass mark&apos;s number: a percentage</extracomment>
        <translation> %</translation>
    </message>
    <message>
        <source>Tick at least one part to grade.</source>
        <translation>Marca al menos una parte para calificar.</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Building…</source>
        <translation>Construyendo…</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>Stage 3: one island by recursive backtracking</source>
        <extracomment>Lesson heading, Stage 3</extracomment>
        <translation>Etapa 3: una isla por vuelta atrás recursiva</translation>
    </message>
    <message>
        <source>One island grows from a seed. First the island draws its target size, a random number between the minimum and the maximum island size. Then the seed is placed on a random cell of open water.</source>
        <extracomment>Lesson, Stage 3: the start of a build</extracomment>
        <translation>Una isla crece a partir de una semilla. Primero la isla sortea su tamaño objetivo, un número al azar entre el tamaño mínimo y el máximo de isla. Después la semilla se coloca en una celda de agua abierta elegida al azar.</translation>
    </message>
    <message>
        <source>The search always continues from the cell added last. If the island has reached its target size, it is finished. If not, the candidates are the neighbours of that cell above, to the left, to the right and below that are open water. With Randomize on they are shuffled; with Randomize off they are tried in exactly that order.</source>
        <extracomment>Lesson, Stage 3: one level of the recursion</extracomment>
        <translation>La búsqueda siempre continúa desde la última celda añadida. Si la isla ha alcanzado su tamaño objetivo, está terminada. Si no, los candidatos son los vecinos de esa celda arriba, a la izquierda, a la derecha y abajo que son agua abierta. Con el orden aleatorio activado se barajan; desactivado, se prueban exactamente en ese orden.</translation>
    </message>
    <message>
        <source>Each candidate in turn becomes land (ADD) and the search goes one level deeper from it. If no way onwards from there reaches the target size, the cell becomes water again (BACKTRACK) and the next candidate is tried. When every candidate has failed, this level gives up too and hands the failure back to the level above: that is backtracking.</source>
        <extracomment>Lesson, Stage 3: what backtracking means</extracomment>
        <translation>Cada candidato, por turno, se convierte en tierra (AÑADIR) y la búsqueda baja un nivel desde él. Si ningún camino desde ahí llega al tamaño objetivo, la celda vuelve a ser agua (RETROCESO) y se prueba el siguiente candidato. Cuando todos los candidatos han fallado, este nivel también se rinde y devuelve el fracaso al nivel de arriba: eso es la vuelta atrás.</translation>
    </message>
    <message>
        <source>So every new cell touches the cell added just before it: the island is a chain of cells that winds and turns, which is how L- and U-shapes appear.</source>
        <extracomment>Lesson, Stage 3: the shape that results</extracomment>
        <translation>Así, cada celda nueva toca a la añadida justo antes: la isla es una cadena de celdas que serpentea y gira, y así aparecen las formas de L y de U.</translation>
    </message>
    <message>
        <source>Stage 6a: many islands, orthogonal rule</source>
        <extracomment>Lesson heading, Stage 6a</extracomment>
        <translation>Etapa 6a: muchas islas, regla ortogonal</translation>
    </message>
    <message>
        <source>Up to eight islands grow one after another, each by the same recursive backtracking as in Stage 3. Every island draws its own target size between the minimum and the maximum island size.</source>
        <extracomment>Lesson, Stage 6a: several islands, one after another</extracomment>
        <translation>Hasta ocho islas crecen una tras otra, cada una por la misma vuelta atrás recursiva que en la etapa 3. Cada isla sortea su propio tamaño objetivo entre el tamaño mínimo y el máximo de isla.</translation>
    </message>
    <message>
        <source>Each seed is placed automatically, on a random cell of open water with no land directly above, below, to the left or to the right of it. If there is no such cell left, the island fails at once.</source>
        <extracomment>Lesson, Stage 6a: where seeds may go</extracomment>
        <translation>Cada semilla se coloca automáticamente, en una celda de agua abierta elegida al azar sin tierra justo encima, debajo, a la izquierda ni a la derecha. Si ya no queda ninguna celda así, la isla falla de inmediato.</translation>
    </message>
    <message>
        <source>The orthogonal rule: a cell may join an island whenever it is open water; nothing else is checked. So a growing island can reach another island and touch it at a corner, or even along a whole side. Stage 6b fixes this.</source>
        <extracomment>Lesson, Stage 6a: the orthogonal rule and its weakness</extracomment>
        <translation>La regla ortogonal: una celda puede unirse a una isla siempre que sea agua abierta; no se comprueba nada más. Así, una isla que crece puede llegar a otra y tocarla en una esquina, o incluso a lo largo de todo un lado. La etapa 6b lo corrige.</translation>
    </message>
    <message>
        <source>Stage 6b: the 8-neighbour rule</source>
        <extracomment>Lesson heading, Stage 6b</extracomment>
        <translation>Etapa 6b: la regla de los 8 vecinos</translation>
    </message>
    <message>
        <source>Stage 6b is Stage 6a with one fix: a cell may only join an island when none of its 8 neighbours, the four sides and the four diagonals, is land of another island. Land of the island itself is fine; that is how it bends into L- and U-shapes.</source>
        <extracomment>Lesson, Stage 6b: the new rule</extracomment>
        <translation>La etapa 6b es la etapa 6a con una corrección: una celda solo puede unirse a una isla si ninguno de sus 8 vecinos, los cuatro lados y las cuatro diagonales, es tierra de otra isla. La tierra de la propia isla sí vale; así se dobla en formas de L y de U.</translation>
    </message>
    <message>
        <source>Seeds follow the same idea: a seed needs open water with no land at all among its 8 neighbours. In the end every island is surrounded by open water on all sides.</source>
        <extracomment>Lesson, Stage 6b: where seeds may go</extracomment>
        <translation>Las semillas siguen la misma idea: una semilla necesita agua abierta sin ninguna tierra entre sus 8 vecinos. Al final, cada isla queda rodeada de agua abierta por todos los lados.</translation>
    </message>
    <message>
        <source>Why does Stage 6b backtrack more? The stricter rule turns away more candidates, especially near other islands. More paths run into a dead end, and the search has to take back more cells before it finds a way to the target size.</source>
        <extracomment>Lesson, Stage 6b: why the stricter rule costs more backtracking</extracomment>
        <translation>¿Por qué la etapa 6b retrocede más? La regla más estricta rechaza más candidatos, sobre todo cerca de otras islas. Más caminos acaban sin salida, y la búsqueda tiene que deshacer más celdas antes de encontrar un camino hasta el tamaño objetivo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare it yourself:&lt;/b&gt; keep the seed and all other settings, build with the rule Stage 6a and note the backtracks in the Statistics panel. Then switch the rule to Stage 6b and press Start again. In 6a you will often see islands touching at their corners, in 6b never, and the backtrack count is usually higher.</source>
        <extracomment>Lesson, Stage 6b: the invitation to compare both rules</extracomment>
        <translation>&lt;b&gt;Compárelo usted mismo:&lt;/b&gt; conserve la semilla y todos los demás ajustes, construya con la regla Etapa 6a y anote los retrocesos en el panel Estadísticas. Luego cambie la regla a Etapa 6b y pulse Iniciar de nuevo. En 6a verá a menudo islas que se tocan en las esquinas, en 6b nunca, y el número de retrocesos suele ser mayor.</translation>
    </message>
    <message>
        <source>What the colours tell you</source>
        <extracomment>Lesson heading: the map&apos;s colours</extracomment>
        <translation>Qué indican los colores</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light blue:&lt;/b&gt; open ocean.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Azul claro:&lt;/b&gt; océano abierto.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dark frame:&lt;/b&gt; the cell just added (ADD), or the new seed.</source>
        <extracomment>Lesson, island colours: the highlight of the step just taken</extracomment>
        <translation>&lt;b&gt;Amarillo verdoso con marco oscuro:&lt;/b&gt; la celda recién añadida (AÑADIR) o la nueva semilla.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Light green with a dotted green frame:&lt;/b&gt; the valid candidates around that cell at this moment.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Verde claro con marco verde punteado:&lt;/b&gt; los candidatos válidos alrededor de esa celda en este momento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red with a white cross:&lt;/b&gt; the cell just backtracked. While the build plays forwards, backtracked cells flash red and fade out.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Rojo con una cruz blanca:&lt;/b&gt; la celda recién retrocedida. Mientras la construcción avanza, las celdas retrocedidas destellan en rojo y se desvanecen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark navy:&lt;/b&gt; a pit, blocked for ever. Only you add or remove pits.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Azul marino oscuro:&lt;/b&gt; una fosa, bloqueada para siempre. Solo usted pone o quita fosas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <translation>&lt;b&gt;Ver ▸ Paleta apta para daltónicos&lt;/b&gt; da a las islas los colores de Okabe–Ito (amarillo para la celda recién añadida, naranja para un retroceso). Los marcos y las cruces se mantienen, así que nada se indica solo con el color.</translation>
    </message>
    <message>
        <source>Controls</source>
        <extracomment>Lesson heading: what each control does</extracomment>
        <translation>Controles</translation>
    </message>
    <message>
        <source>&lt;b&gt;Number of islands:&lt;/b&gt; 1 to 8 islands in one run. With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Número de islas:&lt;/b&gt; de 1 a 8 islas en una ejecución. Con una sola isla, la lección es la etapa 3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Min and max island size:&lt;/b&gt; each island aims for a random size in this range. If the minimum is larger than the maximum, the two are swapped.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Tamaño mínimo y máximo de isla:&lt;/b&gt; cada isla busca un tamaño aleatorio en este intervalo. Si el mínimo es mayor que el máximo, se intercambian.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Randomize:&lt;/b&gt; on, the candidates are shuffled and the shapes look natural; off, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Orden aleatorio:&lt;/b&gt; activado, los candidatos se barajan y las formas parecen naturales; desactivado, se prueban en el orden fijo arriba, izquierda, derecha, abajo, lo que da formas regulares y, con muchas fosas, muchos más retrocesos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule:&lt;/b&gt; Stage 6a (orthogonal) or Stage 6b (all 8 neighbours).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Regla:&lt;/b&gt; Etapa 6a (ortogonal) o Etapa 6b (los 8 vecinos).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; after this many steps a build stops as too complex.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Límite de pasos:&lt;/b&gt; tras este número de pasos, una construcción se detiene por demasiado compleja.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed with the same settings always gives the same map, so a whole class can follow one example. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Semilla:&lt;/b&gt; la misma semilla con los mismos ajustes da siempre el mismo mapa, así toda la clase puede seguir un mismo ejemplo. &lt;b&gt;Nueva semilla&lt;/b&gt; elige otra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows and columns:&lt;/b&gt; the size of the grid.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Filas y columnas:&lt;/b&gt; el tamaño de la cuadrícula.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Allow pit placement:&lt;/b&gt; drag with the left mouse button to paint pits and with the right button to erase them; Space sets or removes the pit under the cell cursor. &lt;b&gt;Sprinkle!&lt;/b&gt; scatters random pits at the chosen density.</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>&lt;b&gt;Permitir colocar fosas:&lt;/b&gt; arrastre con el botón izquierdo del ratón para pintar fosas y con el derecho para borrarlas; Espacio pone o quita la fosa bajo el cursor de celda. &lt;b&gt;¡Esparcir!&lt;/b&gt; reparte fosas al azar con la densidad elegida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; (F5) builds the map and plays the build. &lt;b&gt;Reset&lt;/b&gt; (R) clears islands and log but keeps the pits. &lt;b&gt;Clear&lt;/b&gt; (C) removes the pits too.</source>
        <extracomment>Lesson, island controls; F5, R and C are keys</extracomment>
        <translation>&lt;b&gt;Iniciar&lt;/b&gt; (F5) construye el mapa y reproduce la construcción. &lt;b&gt;Reiniciar&lt;/b&gt; (R) borra las islas y el registro pero conserva las fosas. &lt;b&gt;Borrar todo&lt;/b&gt; (C) quita también las fosas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause (Space), one step back or forwards (Left, Right), back to the start or on to the end (Home, End), and the timeline to jump to any step. Speed 1 shows about two steps a second, speed 10 as many as the screen allows.</source>
        <extracomment>Lesson, island controls: the playback bar; Space, Left, Right, Home, End are keys</extracomment>
        <translation>&lt;b&gt;Bajo el mapa:&lt;/b&gt; reproducir y pausar (Espacio), un paso atrás o adelante (Izquierda, Derecha), volver al principio o ir al final (Inicio, Fin) y la línea de tiempo para saltar a cualquier paso. La velocidad 1 muestra unos dos pasos por segundo; la 10, tantos como permita la pantalla.</translation>
    </message>
    <message>
        <source>Every change to pits and settings can be undone (Edit ▸ Undo).</source>
        <extracomment>Lesson, island controls</extracomment>
        <translation>Cada cambio en las fosas y los ajustes se puede deshacer (Editar ▸ Deshacer).</translation>
    </message>
    <message>
        <source>Reading the recursion log</source>
        <extracomment>Lesson heading: how to read the recursion log</extracomment>
        <translation>Cómo leer el registro de recursión</translation>
    </message>
    <message>
        <source>The log has one line per step. Each line is indented by the depth of the recursion, so you can watch the search go deeper and come back.</source>
        <extracomment>Lesson, recursion log: the layout of the log</extracomment>
        <translation>El registro tiene una línea por paso. Cada línea está sangrada según la profundidad de la recursión, así se ve cómo la búsqueda baja y vuelve.</translation>
    </message>
    <message>
        <source>%1: the seed of island 1 is placed in row 3, column 14; growth starts.</source>
        <extracomment>Lesson, recursion log; %1 is a seed line of the log, as the log shows it</extracomment>
        <translation>%1: la semilla de la isla 1 se coloca en la fila 3, columna 14; empieza el crecimiento.</translation>
    </message>
    <message>
        <source>%1: the cell was added and the search goes one level deeper.</source>
        <extracomment>Lesson, recursion log; %1 is an ADD line of the log</extracomment>
        <translation>%1: la celda se ha añadido y la búsqueda baja un nivel.</translation>
    </message>
    <message>
        <source>%1: every path through this cell failed; it is water again and the next candidate is tried.</source>
        <extracomment>Lesson, recursion log; %1 is a BACKTRACK line of the log</extracomment>
        <translation>%1: todos los caminos por esta celda han fallado; vuelve a ser agua y se prueba el siguiente candidato.</translation>
    </message>
    <message>
        <source>%1: the island reached its target size.</source>
        <extracomment>Lesson, recursion log; %1 is the line of a completed island</extracomment>
        <translation>%1: la isla ha alcanzado su tamaño objetivo.</translation>
    </message>
    <message>
        <source>%1, %2 or %3: the island could not be grown. Its seed becomes water again and the next island starts.</source>
        <extracomment>Lesson, recursion log; %1, %2, %3 are the three lines of a failed island</extracomment>
        <translation>%1, %2 o %3: la isla no pudo crecer. Su semilla vuelve a ser agua y empieza la isla siguiente.</translation>
    </message>
    <message>
        <source>%1: every island has been tried.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a finished build</extracomment>
        <translation>%1: se han intentado todas las islas.</translation>
    </message>
    <message>
        <source>%1: the step limit was reached and the build stopped.</source>
        <extracomment>Lesson, recursion log; %1 is the last line of a build that hit the step limit</extracomment>
        <translation>%1: se alcanzó el límite de pasos y la construcción se detuvo.</translation>
    </message>
    <message>
        <source>Click a line, or select it and press Enter, to show the map exactly as it was after that step. The line of the step shown is highlighted, and its tooltip gives the step number and the depth.</source>
        <extracomment>Lesson, recursion log: clicking a line</extracomment>
        <translation>Haga clic en una línea, o selecciónela y pulse Intro, para ver el mapa exactamente como estaba después de ese paso. La línea del paso mostrado aparece resaltada y su información emergente indica el número de paso y la profundidad.</translation>
    </message>
    <message>
        <source>Too complex</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>Demasiado complejo</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the workbench responsive.</source>
        <translation>Con muchas fosas y el orden aleatorio desactivado, el árbol de búsqueda puede crecer exponencialmente: el algoritmo puede probar millones de caminos antes de rendirse. Dos salvaguardas mantienen el programa ágil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reachability check:&lt;/b&gt; before an island grows, the cells it could reach from its seed are counted. If there are fewer than its target size, the island fails at once instead of searching in vain.</source>
        <extracomment>Lesson, too complex: the first guard</extracomment>
        <translation>&lt;b&gt;Comprobación de alcance:&lt;/b&gt; antes de que una isla crezca, se cuentan las celdas que podría alcanzar desde su semilla. Si son menos que su tamaño objetivo, la isla falla de inmediato en lugar de buscar en vano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step limit:&lt;/b&gt; when the log reaches the step limit (%1 by default), the build stops with %2. The island that was growing is removed; islands already complete stay.</source>
        <extracomment>Lesson, too complex: the second guard; %1 is the default step limit, %2 the log&apos;s last line</extracomment>
        <translation>&lt;b&gt;Límite de pasos:&lt;/b&gt; cuando el registro llega al límite de pasos (%1 por defecto), la construcción se detiene con %2. La isla que estaba creciendo se elimina; las islas ya completas se quedan.</translation>
    </message>
    <message>
        <source>Dungeon: tiles with half-doors</source>
        <extracomment>Lesson heading, dungeon</extracomment>
        <translation>Mazmorra: losetas con medias puertas</translation>
    </message>
    <message>
        <source>Now every cell of the grid takes a square tile: a room or a hall. Each side of a tile has two half-doors, one on each side of the middle of that side, so a tile has eight half-doors in all. A tile is described by the half-doors it opens.</source>
        <extracomment>Lesson, dungeon: half-doors</extracomment>
        <translation>Ahora cada celda de la cuadrícula recibe una loseta cuadrada: una sala o un pasillo. Cada lado de una loseta tiene dos medias puertas, una a cada lado del centro de ese lado, así que una loseta tiene ocho medias puertas en total. Una loseta se describe por las medias puertas que abre.</translation>
    </message>
    <message>
        <source>The default tile set has three templates: the &lt;b&gt;big room&lt;/b&gt; opens all eight half-doors; the &lt;b&gt;small room&lt;/b&gt; opens the right half of the top side and the upper half of the right side; the &lt;b&gt;hall&lt;/b&gt; opens the upper halves of the left and right sides, a corridor along the top. A scenario may bring its own tile set, but it must contain a big room, so that every cell can be filled.</source>
        <extracomment>Lesson, dungeon: the default tile set</extracomment>
        <translation>El juego de losetas predeterminado tiene tres plantillas: la &lt;b&gt;sala grande&lt;/b&gt; abre las ocho medias puertas; la &lt;b&gt;sala pequeña&lt;/b&gt; abre la mitad derecha del lado superior y la mitad superior del lado derecho; el &lt;b&gt;pasillo&lt;/b&gt; abre las mitades superiores de los lados izquierdo y derecho, un corredor a lo largo del borde superior. Un escenario puede traer su propio juego de losetas, pero debe incluir una sala grande para que cada celda se pueda llenar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rotation:&lt;/b&gt; every template may be placed in four rotations. A quarter turn clockwise moves the top half-doors to the right side, the right ones to the bottom, and so on. A rotation that looks like one already listed is not listed twice.</source>
        <extracomment>Lesson, dungeon: rotation</extracomment>
        <translation>&lt;b&gt;Rotación:&lt;/b&gt; cada plantilla puede colocarse en cuatro rotaciones. Un cuarto de vuelta en el sentido de las agujas del reloj lleva las medias puertas de arriba al lado derecho, las de la derecha abajo, y así sucesivamente. Una rotación igual a otra ya listada no se lista dos veces.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mirror matching:&lt;/b&gt; where two tiles meet, their half-doors face each other as mirror images: the left half of the upper tile&apos;s bottom side faces the left half of the lower tile&apos;s top side, and the upper half of the left tile&apos;s right side faces the upper half of the right tile&apos;s left side. Two tiles are joined by a passage when at least one such pair is open on both sides.</source>
        <extracomment>Lesson, dungeon: how half-doors meet across an edge</extracomment>
        <translation>&lt;b&gt;Coincidencia en espejo:&lt;/b&gt; donde se juntan dos losetas, sus medias puertas quedan enfrentadas como imágenes en un espejo: la mitad izquierda del lado inferior de la loseta de arriba da a la mitad izquierda del lado superior de la loseta de abajo, y la mitad superior del lado derecho de la loseta izquierda da a la mitad superior del lado izquierdo de la loseta derecha. Dos losetas quedan unidas por un pasadizo cuando al menos uno de esos pares está abierto por ambos lados.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Required and allowed:&lt;/b&gt; every empty cell keeps two sets of half-doors. &lt;i&gt;Required&lt;/i&gt; are those its filled neighbours have opened towards it; they must be answered. &lt;i&gt;Allowed&lt;/i&gt; are those it may still open: at first all of them except those facing the edge of the map or a pit. A tile placed on the cell opens only what is allowed.</source>
        <extracomment>Lesson, dungeon: required and allowed half-doors</extracomment>
        <translation>&lt;b&gt;Requeridas y permitidas:&lt;/b&gt; cada celda vacía guarda dos conjuntos de medias puertas. Las &lt;i&gt;requeridas&lt;/i&gt; son las que sus vecinas ocupadas han abierto hacia ella; hay que responderlas. Las &lt;i&gt;permitidas&lt;/i&gt; son las que aún puede abrir: al principio todas, salvo las que dan al borde del mapa o a una fosa. Una loseta colocada en la celda solo abre lo permitido.</translation>
    </message>
    <message>
        <source>When a tile is placed, each neighbour is updated. An empty neighbour that gets half-doors towards it may open exactly their mirror images on that side, and joins the fill queue; one that gets none may open nothing on that side. A filled neighbour&apos;s half-doors that the new tile does not answer are &lt;i&gt;clipped&lt;/i&gt;: removed, so that no half-door ever leads into a wall.</source>
        <extracomment>Lesson, dungeon: what a placement does to the neighbours</extracomment>
        <translation>Al colocar una loseta se actualiza cada vecina. Una vecina vacía que recibe medias puertas hacia ella puede abrir en ese lado exactamente sus imágenes en espejo, y entra en la cola de relleno; una que no recibe ninguna no puede abrir nada en ese lado. Las medias puertas de una vecina ocupada que la nueva loseta no responde se &lt;i&gt;recortan&lt;/i&gt;: se quitan, para que ninguna media puerta dé nunca a una pared.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The fill queue:&lt;/b&gt; the build draws a start and an end cell and places a big room on each. Every neighbour that a placed tile opens half-doors towards joins the back of the queue, in the order up, right, down, left. The generator takes the cell at the front of the queue, lists the candidates (every template in every rotation) that pass both rules below, draws one of them at random and places it. A cell that is filled already is skipped. When the queue is empty, the dungeon is finished; cells that never joined the queue stay solid rock.</source>
        <extracomment>Lesson, dungeon: the fill queue</extracomment>
        <translation>&lt;b&gt;La cola de relleno:&lt;/b&gt; la construcción sortea una celda de inicio y una de final y coloca una sala grande en cada una. Cada vecina hacia la que una loseta colocada abre medias puertas se pone al final de la cola, en el orden arriba, derecha, abajo, izquierda. El generador toma la celda del principio de la cola, lista los candidatos (cada plantilla en cada rotación) que cumplen las dos reglas de abajo, sortea uno de ellos y lo coloca. Una celda ya ocupada se salta. Cuando la cola queda vacía, la mazmorra está terminada; las celdas que nunca entraron en la cola siguen siendo roca maciza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 1:&lt;/b&gt; on every side where the cell has required half-doors, the candidate must open at least one of them.</source>
        <extracomment>Lesson, dungeon: candidate rule 1</extracomment>
        <translation>&lt;b&gt;Regla 1:&lt;/b&gt; en cada lado donde la celda tiene medias puertas requeridas, el candidato debe abrir al menos una de ellas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule 2:&lt;/b&gt; after placing the candidate, a path from the start to the end must still be possible: through passages between filled tiles, through open half-doors into empty cells, and across empty cells, which count as open on every side. A candidate that would cut the last such path is rejected.</source>
        <extracomment>Lesson, dungeon: candidate rule 2</extracomment>
        <translation>&lt;b&gt;Regla 2:&lt;/b&gt; después de colocar el candidato, debe seguir siendo posible un camino del inicio al final: por pasadizos entre losetas ocupadas, por medias puertas abiertas hacia celdas vacías y a través de celdas vacías, que cuentan como abiertas por todos los lados. Un candidato que cortaría el último de esos caminos se rechaza.</translation>
    </message>
    <message>
        <source>A big room passes both rules everywhere, so a queued cell always gets a tile, and when the queue runs empty, the start and the end are joined by a chain of passages.</source>
        <extracomment>Lesson, dungeon: why a start-to-end path always exists</extracomment>
        <translation>Una sala grande cumple las dos reglas en cualquier sitio, así que una celda de la cola siempre recibe una loseta y, cuando la cola se vacía, el inicio y el final quedan unidos por una cadena de pasadizos.</translation>
    </message>
    <message>
        <source>What you see on the map</source>
        <extracomment>Lesson heading: what the dungeon map shows</extracomment>
        <translation>Qué se ve en el mapa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed:&lt;/b&gt; the same seed always gives the same dungeon. &lt;b&gt;New seed&lt;/b&gt; picks another one.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Semilla:&lt;/b&gt; la misma semilla da siempre la misma mazmorra. &lt;b&gt;Nueva semilla&lt;/b&gt; elige otra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows, columns and pits:&lt;/b&gt; the grid and its obstacles, set as in the island lessons; the dungeon is built around the pits.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Filas, columnas y fosas:&lt;/b&gt; la cuadrícula y sus obstáculos, que se ajustan como en las lecciones de islas; la mazmorra se construye alrededor de las fosas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Start&lt;/b&gt; builds the dungeon and plays the build; &lt;b&gt;Reset&lt;/b&gt; clears it and keeps the pits; &lt;b&gt;Clear&lt;/b&gt; removes the pits too.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Iniciar&lt;/b&gt; construye la mazmorra y reproduce la construcción; &lt;b&gt;Reiniciar&lt;/b&gt; la borra y conserva las fosas; &lt;b&gt;Borrar todo&lt;/b&gt; quita también las fosas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Below the map:&lt;/b&gt; play and pause, step back and forwards, the timeline and the speed work as in the island lessons.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Bajo el mapa:&lt;/b&gt; reproducir y pausar, paso atrás y adelante, la línea de tiempo y la velocidad funcionan como en las lecciones de islas.</translation>
    </message>
    <message>
        <source>Half-doors are written as a number in hexadecimal, one bit each, clockwise from the left half of the top side: 0x01 top left, 0x02 top right, 0x04 right upper, 0x08 right lower, 0x10 bottom right, 0x20 bottom left, 0x40 left lower, 0x80 left upper. A big room is 0xFF.</source>
        <extracomment>Lesson, dungeon log: door masks</extracomment>
        <translation>Las medias puertas se escriben como un número hexadecimal, un bit por cada una, en el sentido de las agujas del reloj desde la mitad izquierda del lado superior: 0x01 arriba izquierda, 0x02 arriba derecha, 0x04 derecha arriba, 0x08 derecha abajo, 0x10 abajo derecha, 0x20 abajo izquierda, 0x40 izquierda abajo, 0x80 izquierda arriba. Una sala grande es 0xFF.</translation>
    </message>
    <message>
        <source>%1, %2: the start and the end were drawn.</source>
        <extracomment>Lesson, dungeon log; %1 and %2 are the first two lines of a build</extracomment>
        <translation>%1, %2: se han sorteado el inicio y el final.</translation>
    </message>
    <message>
        <source>%1: a tile was placed; its doors are the half-doors it opened.</source>
        <extracomment>Lesson, dungeon log; %1 is a placement line</extracomment>
        <translation>%1: se ha colocado una loseta; sus puertas son las medias puertas que ha abierto.</translation>
    </message>
    <message>
        <source>%1: a neighbour got half-doors towards the new tile and joins the back of the queue.</source>
        <extracomment>Lesson, dungeon log; %1 is a queue line</extracomment>
        <translation>%1: una vecina ha recibido medias puertas hacia la nueva loseta y se pone al final de la cola.</translation>
    </message>
    <message>
        <source>%1: half-doors of a filled neighbour that the new tile did not answer were removed.</source>
        <extracomment>Lesson, dungeon log; %1 is a clip line</extracomment>
        <translation>%1: se han quitado medias puertas de una vecina ocupada que la nueva loseta no ha respondido.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 1.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 1</extracomment>
        <translation>%1: rechazado por la regla 1.</translation>
    </message>
    <message>
        <source>%1: rejected by rule 2.</source>
        <extracomment>Lesson, dungeon log; %1 is a rejection by rule 2</extracomment>
        <translation>%1: rechazado por la regla 2.</translation>
    </message>
    <message>
        <source>%1: the cell at the front of the queue has a tile already.</source>
        <extracomment>Lesson, dungeon log; %1 is a skip line</extracomment>
        <translation>%1: la celda del principio de la cola ya tiene loseta.</translation>
    </message>
    <message>
        <source>%1: the queue ran empty; the dungeon is finished.</source>
        <extracomment>Lesson, dungeon log; %1 is the last line of a build</extracomment>
        <translation>%1: la cola se ha vaciado; la mazmorra está terminada.</translation>
    </message>
    <message>
        <source>Indented lines are details: the rejected candidates for a cell come just before the tile placed on it, its clips and queue entries just after. Click a line to show the map exactly as it was after that step.</source>
        <extracomment>Lesson, dungeon log: indented lines</extracomment>
        <translation>Las líneas sangradas son detalles: los candidatos rechazados para una celda aparecen justo antes de la loseta colocada en ella, y sus recortes y entradas en la cola, justo después. Haga clic en una línea para ver el mapa exactamente como estaba después de ese paso.</translation>
    </message>
    <message>
        <source>Too complex?</source>
        <extracomment>Lesson heading: what the &quot;too complex&quot; guards are for</extracomment>
        <translation>¿Demasiado complejo?</translation>
    </message>
    <message>
        <source>A dungeon needs no step limit. Every cell gets at most one tile, a big room always fits, and each candidate is checked once, so every build finishes. What can go wrong is checked before it starts: with fewer than two open cells, or when pits cut the start off from the end, the build is refused at once with a message.</source>
        <extracomment>Lesson, dungeon: why no step limit is needed</extracomment>
        <translation>Una mazmorra no necesita límite de pasos. Cada celda recibe como mucho una loseta, una sala grande siempre cabe y cada candidato se comprueba una vez, así que toda construcción termina. Lo que puede salir mal se comprueba antes de empezar: con menos de dos celdas libres, o si las fosas separan el inicio del final, la construcción se rechaza de inmediato con un mensaje.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Green disc with S, purple disc with E:&lt;/b&gt; the start and the end.</source>
        <extracomment>Lesson, dungeon map; S and E are the letters drawn on the map (translate them as there)</extracomment>
        <translation>&lt;b&gt;Disco verde con I, disco morado con F:&lt;/b&gt; el inicio y el final.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue dashed frame:&lt;/b&gt; an empty cell waiting in the fill queue.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Marco azul discontinuo:&lt;/b&gt; una celda vacía que espera en la cola de relleno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Amber with a solid frame:&lt;/b&gt; the tile being placed at this step.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Ámbar con marco continuo:&lt;/b&gt; la loseta que se coloca en este paso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yellow-green with a dotted frame:&lt;/b&gt; the cell whose candidates are being checked.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Amarillo verdoso con marco punteado:&lt;/b&gt; la celda cuyos candidatos se están comprobando.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Red, fading:&lt;/b&gt; half-doors that were just clipped.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Rojo que se desvanece:&lt;/b&gt; medias puertas recién recortadas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Crimson line:&lt;/b&gt; when the build is finished, one shortest path from the start to the end.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Línea carmesí:&lt;/b&gt; cuando la construcción termina, uno de los caminos más cortos del inicio al final.</translation>
    </message>
    <message>
        <source>&lt;b&gt;View ▸ Colour-Blind-Safe Palette&lt;/b&gt; changes the colours; frames, crosses and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson, dungeon map; the menu path View &gt; Colour-Blind-Safe Palette</extracomment>
        <translation>&lt;b&gt;Ver ▸ Paleta apta para daltónicos&lt;/b&gt; cambia los colores; los marcos, las cruces y las letras se mantienen, así que nada se indica solo con el color.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile set:&lt;/b&gt; add, remove and rename templates, and click a half-door of the selected template to open or close it. The big room must stay.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Juego de losetas:&lt;/b&gt; añada, quite y cambie el nombre de plantillas, y haga clic en una media puerta de la plantilla seleccionada para abrirla o cerrarla. La sala grande debe quedarse.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tile inspector:&lt;/b&gt; click a cell to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and every candidate checked for it with its verdict.</source>
        <extracomment>Lesson, dungeon controls</extracomment>
        <translation>&lt;b&gt;Inspector de losetas:&lt;/b&gt; haga clic en una celda para ver su loseta, su rotación y sus puertas o, si está vacía, las medias puertas que puede y debe abrir, y cada candidato comprobado para ella con su veredicto.</translation>
    </message>
    <message>
        <source>Reading the Code and Call Stack docks</source>
        <extracomment>Lesson heading: the Code, Call Stack and Cell Inspector docks</extracomment>
        <translation>Cómo leer los paneles Código y Pila de llamadas</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. Lines marked NEW IN 6b are the 8-neighbour check; switch the rule and they disappear. The &lt;b&gt;Call Stack&lt;/b&gt; dock lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one; select a call to outline its cell and candidates on the map. The &lt;b&gt;Cell Inspector&lt;/b&gt; says for the cell under the map&apos;s cursor whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson, algorithm docks: how the Code and Call Stack docks follow the steps</extracomment>
        <translation>El panel &lt;b&gt;Código&lt;/b&gt; muestra el algoritmo en pseudocódigo y resalta la línea que ejecuta el paso actual: la línea de la semilla, ADD dentro de grow(), BACKTRACK tras una llamada fallida. Las líneas marcadas NUEVO EN 6b son la comprobación de las 8 vecinas; cambie la regla y desaparecen. El panel &lt;b&gt;Pila de llamadas&lt;/b&gt; enumera las llamadas a grow() que siguen en curso, desde la semilla hasta la celda actual: la celda de cada llamada, el tamaño de la isla frente a su tamaño objetivo y sus candidatas en el orden en que se prueban, x para un camino que fracasó, &amp;gt; para la que se está probando. Un ADD apila una llamada, un BACKTRACK desapila una; seleccione una llamada para recuadrar su celda y sus candidatas en el mapa. El &lt;b&gt;Inspector de celdas&lt;/b&gt; indica para la celda bajo el cursor del mapa si ahora es una candidata válida y, si no, qué regla y qué celda la excluyen.</translation>
    </message>
    <message>
        <source>The &lt;b&gt;Code&lt;/b&gt; dock highlights the line of the current step; the &lt;b&gt;Call Stack&lt;/b&gt; dock shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open.</source>
        <extracomment>Lesson, dungeon: the Code and Call Stack docks</extracomment>
        <translation>El panel &lt;b&gt;Código&lt;/b&gt; resalta la línea del paso actual; el panel &lt;b&gt;Pila de llamadas&lt;/b&gt; muestra la celda que se está rellenando con los veredictos sobre sus candidatas hasta ahora, y después la cola de relleno en orden con los lados que cada celda debe abrir.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Lesson in the web page: a control&apos;s label, as the text names it; use your language&apos;s quotation marks</extracomment>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>%1, %2 and %3: 1 to 8 islands, each aiming for a random size between the minimum and the maximum (if the minimum is larger, the two are swapped). With a single island, the lesson is Stage 3.</source>
        <extracomment>Lesson in the web page, island controls; %1, %2, %3 name the fields for the number of islands, the minimum and the maximum size</extracomment>
        <translation>%1, %2 y %3: de 1 a 8 islas, cada una con un tamaño aleatorio entre el mínimo y el máximo (si el mínimo es mayor, se intercambian). Con una sola isla, la lección es la etapa 3.</translation>
    </message>
    <message>
        <source>%1: ticked, the candidates are shuffled and the shapes look natural; not ticked, they are tried in the fixed order up, left, right, down, which gives regular shapes and, with many pits, far more backtracking.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the Randomize check box</extracomment>
        <translation>%1: marcado, los candidatos se barajan y las formas parecen naturales; sin marcar, se prueban en el orden fijo arriba, izquierda, derecha, abajo, lo que da formas regulares y, con muchas fosas, muchos más retrocesos.</translation>
    </message>
    <message>
        <source>%1: 6a (orthogonal) or 6b (all 8 neighbours). %2: after this many steps a build stops as too complex.</source>
        <extracomment>Lesson in the web page, island controls; %1 names the rule, %2 the step limit</extracomment>
        <translation>%1: 6a (ortogonal) o 6b (las 8 vecinas). %2: tras tantos pasos, la construcción se detiene por demasiado compleja.</translation>
    </message>
    <message>
        <source>%1: the same seed with the same settings always gives the same map, so a whole class can follow one example.</source>
        <extracomment>Lesson in the web page, controls; %1 names the seed field</extracomment>
        <translation>%1: la misma semilla con los mismos ajustes da siempre el mismo mapa, así toda la clase puede seguir un mismo ejemplo.</translation>
    </message>
    <message>
        <source>%1: while it is ticked, drag on the map to paint pits (%2) or to erase them (%3); %4 takes back the last stroke. %5 scatters random pits over the open cells at the %6 given.</source>
        <extracomment>Lesson in the web page, controls; %1 the check box that lets a drag paint, %2 and %3 the pit and eraser tools, %4 the button that takes back a stroke, %5 the Sprinkle! button, %6 its density field</extracomment>
        <translation>%1: mientras esté marcado, arrastre sobre el mapa para pintar fosas (%2) o borrarlas (%3); %4 deshace el último trazo. %5 esparce fosas al azar por las celdas libres con la %6 indicada.</translation>
    </message>
    <message>
        <source>%1 builds the map with these settings and pits and plays the build; %2 stops a build under way, and the map before it stays.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Start button, %2 the Cancel button</extracomment>
        <translation>%1 construye el mapa con estos ajustes y fosas y reproduce la construcción; %2 detiene una construcción en curso, y el mapa anterior se mantiene.</translation>
    </message>
    <message>
        <source>Below the map: %1 plays and pauses (Space); %2 and %3 go one step back or forwards (the Left and Right arrow keys); %4 and %5 go to the start or to the end (Home, End); the timeline jumps to any step. %6 1 shows about two steps a second, 10 as many as the screen allows.</source>
        <extracomment>Lesson in the web page, the playback bar; %1 Play, %2 Step back, %3 Step, %4 First, %5 Last, %6 Speed. Space, Home, End and the arrow keys are keys: in a right-to-left page the Left arrow steps forwards and the Right arrow back</extracomment>
        <translation>Bajo el mapa: %1 reproduce y pausa (Espacio); %2 y %3 retroceden o avanzan un paso (flechas izquierda y derecha); %4 y %5 van al principio o al final (Inicio, Fin); la línea de tiempo salta a cualquier paso. %6 1 muestra unos dos pasos por segundo; 10, tantos como permita la pantalla.</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4 zoom into a large map and move the part shown.</source>
        <extracomment>Lesson in the web page, controls; %1..%4 name the zoom and pan buttons</extracomment>
        <translation>%1, %2, %3 y %4 amplían un mapa grande y desplazan la parte mostrada.</translation>
    </message>
    <message>
        <source>%1: make every step of the build yourself on the map; each move is checked, and a wrong one says why. %2 shows the right move (hints are counted).</source>
        <extracomment>Lesson in the web page, controls; %1 names You Are the Algorithm&apos;s button, %2 Hint</extracomment>
        <translation>%1: haga usted mismo cada paso de la construcción en el mapa; cada movimiento se comprueba, y uno equivocado dice por qué. %2 muestra el movimiento correcto (las pistas se cuentan).</translation>
    </message>
    <message>
        <source>%1 copies a link to this lesson with your pits and settings: open it later, or hand it on, and the same map comes back.</source>
        <extracomment>Lesson in the web page, controls; %1 names the Copy link button</extracomment>
        <translation>%1 copia un enlace a esta lección con sus fosas y ajustes: ábralo más tarde, o compártalo, y vuelve el mismo mapa.</translation>
    </message>
    <message>
        <source>The panels %1, %2 and %3</source>
        <extracomment>Lesson heading in the web page: the Code, Call Stack and Why this cell? panels; %1, %2, %3 are their names</extracomment>
        <translation>Los paneles %1, %2 y %3</translation>
    </message>
    <message>
        <source>%1 highlights the line of the current step; %2 shows the cell being filled with the verdicts on its candidates so far, then the fill queue in order with the sides each cell must open. %3: tap a cell of the map, or point at it, to see its tile, rotation and doors, or for an empty cell the half-doors it may open and must open, and the candidates checked for it with their verdicts.</source>
        <extracomment>Lesson in the web page, dungeon: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 resalta la línea del paso actual; %2 muestra la celda que se está rellenando con los veredictos sobre sus candidatas hasta ahora, y después la cola de relleno en orden con los lados que cada celda debe abrir. %3: toque una celda del mapa, o señálela, para ver su loseta, su rotación y sus puertas o, si está vacía, las medias puertas que puede y debe abrir, y los candidatos comprobados para ella con sus veredictos.</translation>
    </message>
    <message>
        <source>%1 shows the algorithm as pseudocode and highlights the line the current step executes: a seed line, ADD inside grow(), BACKTRACK after a failed call. %2 lists the grow() calls still running, from the seed down to the current cell: each call&apos;s cell, the island&apos;s size against its target, and its candidates in the order they are tried, x for a path that failed, &amp;gt; for the one being tried. An ADD pushes a call, a BACKTRACK pops one. %3: tap a cell of the map, or point at it, to see whether it is a valid candidate now, and if not, which rule and which cell refuse it.</source>
        <extracomment>Lesson in the web page, islands: the Code, Call Stack and Why this cell? panels</extracomment>
        <translation>%1 muestra el algoritmo en pseudocódigo y resalta la línea que ejecuta el paso actual: la línea de la semilla, ADD dentro de grow(), BACKTRACK tras una llamada fallida. %2 enumera las llamadas a grow() que siguen en curso, desde la semilla hasta la celda actual: la celda de cada llamada, el tamaño de la isla frente a su tamaño objetivo y sus candidatas en el orden en que se prueban, x para un camino que fracasó, &amp;gt; para la que se está probando. Un ADD apila una llamada, un BACKTRACK desapila una. %3: toque una celda del mapa, o señálela, para ver si ahora es una candidata válida y, si no, qué regla y qué celda la excluyen.</translation>
    </message>
    <message>
        <source>%1: %2 gives the islands the Okabe–Ito colours (yellow for the cell just added, orange for a backtrack). The frames and crosses stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, island colours; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 da a las islas los colores de Okabe–Ito (amarillo para la celda recién añadida, naranja para un retroceso). Los marcos y las cruces se mantienen, así que nada se indica solo con el color.</translation>
    </message>
    <message>
        <source>Click a line to show the map exactly as it was after that step. The line of the step shown is highlighted.</source>
        <extracomment>Lesson in the web page, recursion log: clicking a line</extracomment>
        <translation>Haga clic en una línea para mostrar el mapa exactamente como estaba tras ese paso. La línea del paso mostrado aparece resaltada.</translation>
    </message>
    <message>
        <source>With many pits and Randomize off, the search tree can grow exponentially: the algorithm may try millions of paths before it gives up. Two guards keep the lesson responsive.</source>
        <extracomment>Lesson in the web page, too complex: the problem</extracomment>
        <translation>Con muchas fosas y el orden aleatorio desactivado, el árbol de búsqueda puede crecer exponencialmente: el algoritmo puede probar millones de caminos antes de rendirse. Dos salvaguardas mantienen la lección ágil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blue:&lt;/b&gt; an empty cell waiting in the fill queue; a blue frame marks the cells this step queued.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Azul:&lt;/b&gt; una celda vacía que espera en la cola de relleno; un marco azul señala las celdas que este paso puso en la cola.</translation>
    </message>
    <message>
        <source>%1: %2 changes the colours; frames and letters stay, so nothing is told by colour alone.</source>
        <extracomment>Lesson in the web page, dungeon map; %1 names the Colours setting, %2 its colour-blind safe choice</extracomment>
        <translation>%1: %2 cambia los colores; los marcos y las letras se mantienen, así que nada se indica solo con el color.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eight island colours:&lt;/b&gt; every island keeps its own colour, and shows its number when the cells are large enough, its pattern of lines or dots when they are not.</source>
        <extracomment>Lesson, island colours</extracomment>
        <translation>&lt;b&gt;Ocho colores de isla:&lt;/b&gt; cada isla conserva su propio color y muestra su número cuando las celdas son lo bastante grandes, y si no, su trama de líneas o puntos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dark rock:&lt;/b&gt; a cell without a tile. Faint lines between rock cells let you count cells.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Roca oscura:&lt;/b&gt; una celda sin loseta. Unas líneas tenues entre las celdas de roca permiten contarlas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cream floor inside grey-brown walls:&lt;/b&gt; a placed tile. Each open half-door is a gap in the wall, on its half of the side; where two gaps face each other, there is a passage.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Suelo crema entre paredes gris pardo:&lt;/b&gt; una loseta colocada. Cada media puerta abierta es un hueco en la pared, en su mitad del lado; donde dos huecos quedan enfrentados hay un pasadizo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson in the web page, dungeon map</extracomment>
        <translation>&lt;b&gt;Gris violáceo:&lt;/b&gt; una fosa, bloqueada para siempre; nunca se llena y ninguna media puerta da a ella.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Violet grey with a cross:&lt;/b&gt; a pit, blocked for ever; it is never filled and no half-door faces it.</source>
        <extracomment>Lesson, dungeon map</extracomment>
        <translation>&lt;b&gt;Gris violáceo con una cruz:&lt;/b&gt; una fosa, bloqueada para siempre; nunca se llena y ninguna media puerta da a ella.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <source>Step %L1, depth %L2</source>
        <extracomment>Tooltip of a recursion log line: %1 step number, %2 recursion depth</extracomment>
        <translation>Paso %L1, profundidad %L2</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Recursion log</source>
        <extracomment>Name of the recursion log list for screen readers</extracomment>
        <translation>Registro de recursión</translation>
    </message>
    <message>
        <source>One line per step, indented by recursion depth. Click a line to show the map after that step.</source>
        <translation>Una línea por paso, sangrada según la profundidad de recursión. Haga clic en una línea para ver el mapa después de ese paso.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lesson Choice</source>
        <extracomment>Toolbar with the two lessons, islands and dungeon (not the Lesson panel)</extracomment>
        <translation>Elección de lección</translation>
    </message>
    <message>
        <source>About Mapgen Workbench</source>
        <translation>Acerca de Mapgen Workbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Construir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ver</translation>
    </message>
    <message>
        <source>Recursion Log</source>
        <translation>Registro de recursión</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <extracomment>The first entry of the undo history: the scenario as opened</extracomment>
        <translation>&lt;abierto&gt;</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>Escenario de demostración</translation>
    </message>
    <message>
        <source>Panels and &amp;Toolbars</source>
        <translation>Paneles y &amp;barras de herramientas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Step-by-step lessons in procedural map generation: islands grown by recursive backtracking, dungeons of tiles placed with constraint propagation.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The lessons it exports carry their code under the MIT licence: copy, post and change them freely.&lt;/p&gt;&lt;p&gt;It comes with absolutely no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Mapgen Workbench %1&lt;/h3&gt;&lt;p&gt;Lecciones paso a paso de generación procedural de mapas: islas que crecen por vuelta atrás recursiva y mazmorras de baldosas colocadas con propagación de restricciones.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior. Las lecciones que exporta llevan su código bajo la licencia MIT: cópielas, publíquelas y modifíquelas libremente.&lt;/p&gt;&lt;p&gt;Se ofrece sin ninguna garantía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 (%2 undoes it)</source>
        <extracomment>Status bar after an edit: %1 the edit (as the Edit menu names it), %2 the Undo key</extracomment>
        <translation>%1 (%2 lo deshace)</translation>
    </message>
    <message>
        <source>Undone: %1 (%2 redoes it)</source>
        <extracomment>Status bar after Undo: %1 the edit undone, %2 the Redo key</extracomment>
        <translation>Deshecho: %1 (%2 lo rehace)</translation>
    </message>
    <message>
        <source>&amp;Lesson Properties…</source>
        <translation>&amp;Propiedades de la lección…</translation>
    </message>
</context>
<context>
    <name>MapExporter</name>
    <message>
        <source>Dungeon map</source>
        <translation>Mapa de la mazmorra</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa de islas</translation>
    </message>
    <message>
        <source>Mapgen Workbench, dungeon, seed %1</source>
        <extracomment>Description stored in an exported SVG; %1 seed, %2 rule name (6a or 6b)</extracomment>
        <translation>Mapgen Workbench, mazmorra, semilla %1</translation>
    </message>
    <message>
        <source>Mapgen Workbench, seed %1, rule %2</source>
        <translation>Mapgen Workbench, semilla %1, regla %2</translation>
    </message>
    <message>
        <source>%1: the map could not be drawn as SVG</source>
        <translation>%1: no se pudo dibujar el mapa como SVG</translation>
    </message>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 a side</source>
        <extracomment>%1 x %2 the picture&apos;s width and height, %3 the limit, all in pixels</extracomment>
        <translation>la imagen tendría %1 × %2 píxeles; como máximo %3 por lado</translation>
    </message>
    <message>
        <source>%1: use a cell size of %2 pixels or less</source>
        <translation>%1: use un tamaño de celda de %2 píxeles o menos</translation>
    </message>
    <message>
        <source>not enough memory for an image of %1 x %2 pixels (%3)</source>
        <translation>no hay memoria suficiente para una imagen de %1 × %2 píxeles (%3)</translation>
    </message>
    <message>
        <source>the map could not be encoded as PNG</source>
        <translation>no se pudo codificar el mapa como PNG</translation>
    </message>
    <message>
        <source>%1: not enough memory to draw the map as SVG</source>
        <translation>%1: no hay memoria suficiente para dibujar el mapa como SVG</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Map</source>
        <extracomment>Name of the map for screen readers</extracomment>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Left-drag paints pits, right-drag erases them. Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to edit it (the arrow keys move the cell cursor, Space toggles a pit), Esc to stop.</source>
        <translation>Arrastrar con el botón izquierdo pinta fosas y con el derecho las borra. Ctrl+rueda hace zoom. Con el teclado: Tab hasta el mapa, Intro para editarlo (las flechas mueven el cursor de celda, Espacio pone o quita una fosa), Esc para terminar.</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms. With the keyboard: Tab to the map, Enter to move the cell cursor with the arrow keys, Esc to stop.</source>
        <translation>Ctrl+rueda hace zoom. Con el teclado: Tab hasta el mapa, Intro para mover el cursor de celda con las flechas, Esc para terminar.</translation>
    </message>
    <message>
        <source>Editing the map: the arrow keys move the cell cursor, Space sets or removes a pit, Esc ends editing</source>
        <translation>Editando el mapa: las flechas mueven el cursor de celda, Espacio pone o quita una fosa, Esc termina la edición</translation>
    </message>
    <message>
        <source>On the map: the arrow keys move the cell cursor, Esc ends</source>
        <translation>En el mapa: las flechas mueven el cursor de celda, Esc termina</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The map&apos;s name for screen readers while a question asks for a cell: the map&apos;s own name, then the question</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Before step 1 of %1</source>
        <extracomment>The map&apos;s step summary for screen readers at the start of playback</extracomment>
        <translation>Antes del paso 1 de %1</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <extracomment>The map&apos;s step summary for screen readers: the step shown, the steps in all, the step&apos;s line in the recursion log</extracomment>
        <translation>Paso %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The map&apos;s name for screen readers: the map&apos;s own name, then the step shown</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>PdfHandout</name>
    <message>
        <source>floor: a placed tile&apos;s room and open half-doors</source>
        <translation>suelo: la sala y las medias puertas abiertas de una loseta colocada</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>muro</translation>
    </message>
    <message>
        <source>rock: never filled</source>
        <translation>roca: nunca rellenada</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>fosa</translation>
    </message>
    <message>
        <source>S: the start</source>
        <translation>I: el inicio</translation>
    </message>
    <message>
        <source>E: the end</source>
        <translation>F: el final</translation>
    </message>
    <message>
        <source>a shortest path from start to end</source>
        <translation>un camino más corto del inicio al final</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>island %1</source>
        <translation>isla %1</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <source>Tiles placed:</source>
        <translation>Losetas colocadas:</translation>
    </message>
    <message>
        <source>Candidates rejected:</source>
        <translation>Candidatos rechazados:</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>done: start and end are joined</source>
        <translation>terminado: inicio y final están unidos</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Retrocesos:</translation>
    </message>
    <message>
        <source>too complex: the step limit was reached</source>
        <translation>demasiado complejo: se alcanzó el límite de pasos</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message numerus="yes">
        <source>complete, %n cell(s)</source>
        <translation>
            <numerusform>completa, %n celda</numerusform>
            <numerusform>completa, %n celdas</numerusform>
        </translation>
    </message>
    <message>
        <source>Island %1:</source>
        <translation>Isla %1:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <source>%1 rows x %2 columns</source>
        <translation>%1 filas x %2 columnas</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>Islands:</source>
        <translation>Islas:</translation>
    </message>
    <message>
        <source>Island sizes:</source>
        <translation>Tamaños de isla:</translation>
    </message>
    <message>
        <source>%1 to %2 cells</source>
        <translation>de %1 a %2 celdas</translation>
    </message>
    <message>
        <source>Randomize:</source>
        <translation>Orden aleatorio:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Step limit:</source>
        <translation>Límite de pasos:</translation>
    </message>
    <message>
        <source>Tile set:</source>
        <translation>Juego de losetas:</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n loseta</numerusform>
            <numerusform>%n losetas</numerusform>
        </translation>
    </message>
    <message>
        <source>Scenario file:</source>
        <translation>Archivo de escenario:</translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <source>Dungeon map</source>
        <translation>Mapa de mazmorra</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa de islas</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Settings to reproduce this map</source>
        <translation>Ajustes para reproducir este mapa</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>La lección</translation>
    </message>
    <message>
        <source>%1: the handout could not be drawn as PDF</source>
        <translation>%1: no se pudo dibujar la hoja para clase como PDF</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Clave de respuestas</translation>
    </message>
    <message>
        <source>Every answer that counts as right, the build&apos;s own first.</source>
        <translation>Todas las respuestas que cuentan como correctas, primero la de la construcción.</translation>
    </message>
    <message>
        <source>Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.</source>
        <translation>Nota: la media de las partes asignadas, una parte no empezada cuenta 0, redondeada hacia arriba desde la mitad.</translation>
    </message>
    <message>
        <source>Questions: answered right the first time, of the %1 this build asks.</source>
        <translation>Preguntas: respondidas bien a la primera, de las %1 que plantea esta construcción.</translation>
    </message>
    <message>
        <source>You Are the Algorithm: right moves less wrong moves and hints (at least 0), of the %1 decisions of this build.</source>
        <translation>Tú eres el algoritmo: jugadas correctas menos jugadas incorrectas y pistas (como mínimo 0), de las %1 decisiones de esta construcción.</translation>
    </message>
    <message>
        <source>Pass mark: %1.</source>
        <translation>Nota para aprobar: %1.</translation>
    </message>
</context>
<context>
    <name>PitCommand</name>
    <message numerus="yes">
        <source>Paint %n pit(s)</source>
        <translation>
            <numerusform>Pintar %n fosa</numerusform>
            <numerusform>Pintar %n fosas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase %n pit(s)</source>
        <translation>
            <numerusform>Borrar %n fosa</numerusform>
            <numerusform>Borrar %n fosas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Timeline</source>
        <extracomment>Name of the timeline slider for screen readers</extracomment>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Drag to show the map after any step</source>
        <translation>Arrastrar para ver el mapa después de cualquier paso</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <extracomment>Playback speed, 1 (slowest) to 10 (fastest)</extracomment>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>1: about two steps a second. 10: as fast as the screen allows.</source>
        <translation>1: unos dos pasos por segundo. 10: tan rápido como permita la pantalla.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Step counter under the map: %1 the step shown, %2 all steps</extracomment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>PresenterMode</name>
    <message>
        <source>&amp;Keep Code in Presenter Mode</source>
        <translation>&amp;Mantener el código en el modo presentación</translation>
    </message>
    <message>
        <source>Presenter mode keeps the Code and Call Stack panels where they are, when the lesson has them</source>
        <translation>El modo presentación mantiene los paneles Código y Pila de llamadas donde están, cuando la lección los tiene</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen with only the map, the timeline and the current step in large type, for a projector (F9 again restores the layout)</source>
        <translation>Pantalla completa solo con el mapa, la línea de tiempo y el paso actual en letra grande, para un proyector (F9 de nuevo restaura la disposición)</translation>
    </message>
    <message>
        <source>The starting map</source>
        <translation>El mapa inicial</translation>
    </message>
    <message>
        <source>%1 / %2   %3</source>
        <extracomment>Presenter mode&apos;s caption: %1 the step shown, %2 all steps, %3 the step&apos;s log line</extracomment>
        <translation>%1 / %2   %3</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
</context>
<context>
    <name>QuestionCoach</name>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Ask &amp;Here</source>
        <translation>Preguntar a&amp;quí</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Move</source>
        <translation>Preguntar el siguiente &amp;movimiento</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Cell</source>
        <translation>Preguntar la siguiente &amp;celda</translation>
    </message>
    <message>
        <source>Ask the Next &amp;Placement</source>
        <translation>Preguntar la siguiente &amp;colocación</translation>
    </message>
    <message>
        <source>Playback stops after the step shown now and asks this</source>
        <translation>La reproducción se detiene tras el paso mostrado ahora y pregunta esto</translation>
    </message>
    <message>
        <source>no cell any more</source>
        <translation>ya ninguna celda</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 turned %n quarter turn(s) on row %2, column %3</source>
        <translation>
            <numerusform>%1 girada %n cuarto de vuelta en la fila %2, columna %3</numerusform>
            <numerusform>%1 girada %n cuartos de vuelta en la fila %2, columna %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 in the log: %2</source>
        <translation>Paso %1 en el registro: %2</translation>
    </message>
    <message>
        <source>No step after this one adds a cell.</source>
        <translation>Ningún paso posterior añade ya una celda.</translation>
    </message>
    <message numerus="yes">
        <source>First the recursion goes back %n cell(s).</source>
        <translation>
            <numerusform>Primero la recursión retrocede %n celda.</numerusform>
            <numerusform>Primero la recursión retrocede %n celdas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s) were rejected on that cell before this one fit.</source>
        <translation>
            <numerusform>%n candidato fue rechazado en esa celda antes de que este encajara.</numerusform>
            <numerusform>%n candidatos fueron rechazados en esa celda antes de que este encajara.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cell is a pit.</source>
        <translation>Tu celda es una fosa.</translation>
    </message>
    <message>
        <source>Your cell has a tile already.</source>
        <translation>Tu celda ya tiene una loseta.</translation>
    </message>
    <message>
        <source>Your cell waits in the fill queue; the cell at its front comes first.</source>
        <translation>Tu celda espera en la cola de relleno; la celda al frente de la cola va primero.</translation>
    </message>
    <message>
        <source>Your cell is not in the fill queue: only cells beside an open door join it.</source>
        <translation>Tu celda no está en la cola de relleno: solo entran las celdas junto a una puerta abierta.</translation>
    </message>
    <message>
        <source>Ask the %1 after step %2</source>
        <translation>Preguntar tras el paso %2: %1</translation>
    </message>
    <message>
        <source>Remove the question after step %1</source>
        <translation>Quitar la pregunta tras el paso %1</translation>
    </message>
    <message numerus="yes">
        <source>Summary: %n question(s) asked</source>
        <translation>
            <numerusform>Resumen: %n pregunta hecha</numerusform>
            <numerusform>Resumen: %n preguntas hechas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n correcta</numerusform>
            <numerusform>%n correctas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong</source>
        <translation>
            <numerusform>%n incorrecta</numerusform>
            <numerusform>%n incorrectas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %2 de %3 correctas</translation>
    </message>
    <message numerus="yes">
        <source>Questions: %1 of %n right</source>
        <translation>
            <numerusform>Preguntas: %1 de %n correcta</numerusform>
            <numerusform>Preguntas: %1 de %n correctas</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is still to be added.</source>
        <translation>Todavía falta añadir una celda.</translation>
    </message>
    <message>
        <source>A tile is still to be placed.</source>
        <translation>Todavía falta colocar una loseta.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n cell(s), %1</source>
        <translation>
            <numerusform>Correcto: %n celda, %1</numerusform>
            <numerusform>Correcto: %n celdas, %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <source>next move</source>
        <translation>siguiente movimiento</translation>
    </message>
    <message>
        <source>next cell</source>
        <translation>siguiente celda</translation>
    </message>
    <message>
        <source>next placement</source>
        <translation>siguiente colocación</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n cuarto de vuelta</numerusform>
            <numerusform>%1, %n cuartos de vuelta</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>No del todo.</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>La respuesta: %1</translation>
    </message>
    <message>
        <source>After step %1: %2</source>
        <translation>Tras el paso %1: %2</translation>
    </message>
    <message>
        <source>No question now. Questions stop playback at their step; add one with Build &gt; Ask Here.</source>
        <translation>Ahora no hay pregunta. Las preguntas detienen la reproducción en su paso; añade una con Construir &gt; Preguntar aquí.</translation>
    </message>
    <message>
        <source>Stop and think: what does step %1 do?</source>
        <translation>Detente y piensa: ¿qué hace el paso %1?</translation>
    </message>
    <message>
        <source>Stop and think: which cell is added next? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Detente y piensa: ¿qué celda se añade ahora? Haz clic en ella en el mapa, o mueve el cursor del mapa con las flechas y pulsa Intro.</translation>
    </message>
    <message>
        <source>Stop and think: which cell gets the next tile? Click it on the map, or move the map&apos;s cursor with the arrow keys and press Enter.</source>
        <translation>Detente y piensa: ¿qué celda recibe la siguiente loseta? Haz clic en ella en el mapa, o mueve el cursor del mapa con las flechas y pulsa Intro.</translation>
    </message>
    <message>
        <source>Which tile, turned how, goes on row %1, column %2?</source>
        <translation>¿Qué loseta, girada cómo, va en la fila %1, columna %2?</translation>
    </message>
    <message>
        <source>A new island&apos;s seed is placed</source>
        <translation>Se coloca la semilla de una isla nueva</translation>
    </message>
    <message>
        <source>A cell is added to the island</source>
        <translation>Se añade una celda a la isla</translation>
    </message>
    <message>
        <source>The recursion goes back one cell</source>
        <translation>La recursión retrocede una celda</translation>
    </message>
    <message>
        <source>The island has its size</source>
        <translation>La isla tiene su tamaño objetivo</translation>
    </message>
    <message>
        <source>The island cannot be grown</source>
        <translation>La isla no puede crecer</translation>
    </message>
    <message>
        <source>All islands are built</source>
        <translation>Todas las islas están construidas</translation>
    </message>
    <message>
        <source>The build gives up: too complex</source>
        <translation>La construcción se rinde: demasiado complejo</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>&amp;Remove Question</source>
        <translation>&amp;Quitar pregunta</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Modo de &amp;práctica</translation>
    </message>
    <message>
        <source>every</source>
        <translation>cada</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> pasos</translation>
    </message>
    <message>
        <source>&amp;No more</source>
        <extracomment>Answer to &quot;which cell is added (gets a tile) next?&quot; when the build adds none any more</extracomment>
        <translation>&amp;Ninguna más</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Island Complete</source>
        <translation>Isla completa</translation>
    </message>
    <message>
        <source>Island Failed</source>
        <translation>Isla fallida</translation>
    </message>
    <message>
        <source>All Done</source>
        <translation>Todo hecho</translation>
    </message>
    <message>
        <source>Too Complex</source>
        <translation>Demasiado complejo</translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Name of the question panel for screen readers (its description is the question)</extracomment>
        <translation>Pregunta</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Vaciar lista</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Change seed to %1</source>
        <translation>Cambiar la semilla a %1</translation>
    </message>
    <message>
        <source>New seed %1</source>
        <translation>Nueva semilla %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Cambiar ajustes</translation>
    </message>
    <message>
        <source>Change number of islands to %1</source>
        <translation>Cambiar el número de islas a %1</translation>
    </message>
    <message>
        <source>Change island sizes</source>
        <translation>Cambiar tamaños de isla</translation>
    </message>
    <message>
        <source>Randomize on</source>
        <translation>Orden aleatorio activado</translation>
    </message>
    <message>
        <source>Randomize off</source>
        <translation>Orden aleatorio desactivado</translation>
    </message>
    <message>
        <source>Change rule to Stage %1</source>
        <translation>Cambiar la regla a la etapa %1</translation>
    </message>
    <message>
        <source>Change step limit</source>
        <translation>Cambiar el límite de pasos</translation>
    </message>
    <message>
        <source>Switch to the dungeon lesson</source>
        <translation>Cambiar a la lección de mazmorras</translation>
    </message>
    <message>
        <source>Switch to the island lesson</source>
        <translation>Cambiar a la lección de islas</translation>
    </message>
    <message numerus="yes">
        <source>Sprinkle %n pit(s)</source>
        <extracomment>Undo history: Sprinkle! added %n random pits</extracomment>
        <translation>
            <numerusform>Esparcir %n fosa</numerusform>
            <numerusform>Esparcir %n fosas</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear all pits</source>
        <translation>Borrar todas las fosas</translation>
    </message>
    <message>
        <source>Resize grid to %1 × %2</source>
        <extracomment>Undo history; %1 rows, %2 columns</extracomment>
        <translation>Cambiar la cuadrícula a %1 × %2</translation>
    </message>
    <message>
        <source>Change experiment</source>
        <translation>Cambiar el experimento</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Dejar de comparar</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Change comparison</source>
        <translation>Cambiar la comparación</translation>
    </message>
    <message>
        <source>Change lesson properties</source>
        <translation>Cambiar las propiedades de la lección</translation>
    </message>
</context>
<context>
    <name>ScenarioFile</name>
    <message>
        <source>%1: key &quot;%2&quot;: %3</source>
        <translation>%1: clave «%2»: %3</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>falta; se esperaba un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>se esperaba un número entero de %1 a %2, pero hay %3</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>se esperaba true o false, pero hay %1</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>se esperaba una cadena de texto, pero hay %1</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1: no se puede abrir: %2</translation>
    </message>
    <message>
        <source>%1: not valid JSON at byte %2: %3</source>
        <translation>%1: JSON no válido en el byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected a JSON object at the top level</source>
        <translation>%1: se esperaba un objeto JSON en el nivel superior</translation>
    </message>
    <message>
        <source>expected &quot;mapgen-scenario&quot;, got %1</source>
        <translation>se esperaba &quot;mapgen-scenario&quot;, pero hay %1</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (1); please update Mapgen Workbench</source>
        <translation>la versión %1 es más nueva de lo que este programa sabe leer (1); actualice Mapgen Workbench</translation>
    </message>
    <message>
        <source>expected an integer from 0 to 2^53 (or a decimal string up to 2^64-1), got %1</source>
        <translation>se esperaba un número entero de 0 a 2^53 (o una cadena decimal hasta 2^64-1), pero hay %1</translation>
    </message>
    <message>
        <source>expected a decimal string from 0 to 18446744073709551615, got %1</source>
        <translation>se esperaba una cadena decimal de 0 a 18446744073709551615, pero hay %1</translation>
    </message>
    <message>
        <source>expected an integer or a decimal string, got %1</source>
        <translation>se esperaba un número entero o una cadena decimal, pero hay %1</translation>
    </message>
    <message>
        <source>expected a list of strings, rows x columns = %1 x %2 characters (&apos;#&apos; for a pit, &apos;.&apos; for open), got %3</source>
        <extracomment>%1 x %2 are rows x columns; %3 what the file has</extracomment>
        <translation>se esperaba una lista de cadenas, filas x columnas = %1 x %2 caracteres (&apos;#&apos; para una fosa, &apos;.&apos; para libre), pero hay %3</translation>
    </message>
    <message>
        <source>a list of length %1</source>
        <translation>una lista de longitud %1</translation>
    </message>
    <message>
        <source>expected a string of length %1, got %2</source>
        <translation>se esperaba una cadena de longitud %1, pero hay %2</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>se esperaba un objeto, pero hay %1</translation>
    </message>
    <message>
        <source>expected a list of 1 to %1 tiles, got %2</source>
        <translation>se esperaba una lista de 1 a %1 losetas, pero hay %2</translation>
    </message>
    <message>
        <source>expected an object with &quot;name&quot; and &quot;doors&quot;, got %1</source>
        <translation>se esperaba un objeto con &quot;name&quot; y &quot;doors&quot;, pero hay %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>loseta %1</translation>
    </message>
    <message>
        <source>expected at least one tile with doors 255 (a big room), so that every cell can be filled</source>
        <translation>se esperaba al menos una loseta con doors 255 (una sala grande), para que se pueda llenar cada celda</translation>
    </message>
    <message>
        <source>expected at most %1 characters, got %2 starting %3</source>
        <translation>se esperaban como mucho %1 caracteres; hay %2, empezando por %3</translation>
    </message>
    <message>
        <source>%1: is a folder; expected a scenario file</source>
        <translation>%1: es una carpeta; se esperaba un archivo de escenario</translation>
    </message>
    <message>
        <source>%1: is not a regular file (a device or a pipe); expected a scenario file</source>
        <translation>%1: no es un archivo normal (es un dispositivo o una tubería); se esperaba un archivo de escenario</translation>
    </message>
    <message>
        <source>%1: is %2 bytes; a scenario file may be at most %3 (%4 bytes)</source>
        <extracomment>%2 and %4 are byte counts, %3 the same limit as 4 MiB</extracomment>
        <translation>%1: ocupa %2 bytes; un archivo de escenario puede ocupar como mucho %3 (%4 bytes)</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1: is larger than %2, the most a scenario file may be</source>
        <translation>%1: ocupa más de %2, el máximo de un archivo de escenario</translation>
    </message>
    <message>
        <source>expected &quot;island&quot; or &quot;dungeon&quot;, got %1</source>
        <translation>se esperaba &quot;island&quot; o &quot;dungeon&quot;; hay %1</translation>
    </message>
    <message>
        <source>a number above 2^53 cannot be read exactly; write the seed as a decimal string, for example &quot;seed&quot;: &quot;9007199254740993&quot;</source>
        <extracomment>2^53 is the largest integer a JSON reader holds exactly</extracomment>
        <translation>un número mayor que 2^53 no se puede leer con exactitud; escriba la semilla como cadena decimal, por ejemplo &quot;seed&quot;: &quot;9007199254740993&quot;</translation>
    </message>
    <message>
        <source>expected only &apos;#&apos; and &apos;.&apos;, got &apos;%1&apos; (%2) at column %3</source>
        <extracomment>%1 the character found, %2 its code (U+0078), %3 the column</extracomment>
        <translation>se esperaban solo &apos;#&apos; y &apos;.&apos;; hay &apos;%1&apos; (%2) en la columna %3</translation>
    </message>
    <message>
        <source>expected &quot;6a&quot; or &quot;6b&quot;, got %1</source>
        <translation>se esperaba &quot;6a&quot; o &quot;6b&quot;; hay %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 questions, got %2</source>
        <translation>se esperaba una lista de %1 preguntas como máximo, pero hay %2</translation>
    </message>
    <message>
        <source>expected a list of &quot;%1&quot;, &quot;%2&quot; or both, got %3</source>
        <translation>se esperaba una lista con &quot;%1&quot;, &quot;%2&quot; o ambos, se encontró %3</translation>
    </message>
    <message>
        <source>the range %1 to %2 in steps of %3 has more than %4 values</source>
        <translation>el rango de %1 a %2 en pasos de %3 tiene más de %4 valores</translation>
    </message>
    <message>
        <source>expected &quot;step&quot; or &quot;island&quot;, got %1</source>
        <translation>se esperaba &quot;step&quot; o &quot;island&quot;; hay %1</translation>
    </message>
    <message>
        <source>expected a list of at most %1 sizes, got %2</source>
        <translation>se esperaba una lista de como mucho %1 tamaños, se obtuvo %2</translation>
    </message>
    <message>
        <source>expected sizes &quot;RxC&quot;, each side from 1 to %1, got %2</source>
        <extracomment>RxC: rows x columns, as &quot;16x32&quot;</extracomment>
        <translation>se esperaban tamaños &quot;FxC&quot;, cada lado de 1 a %1, se obtuvo %2</translation>
    </message>
    <message>
        <source>expected a list of at most %1 tile subsets, got %2</source>
        <translation>se esperaba una lista de como mucho %1 subconjuntos de losetas, se obtuvo %2</translation>
    </message>
    <message>
        <source>expected a list of template numbers from 0 to %1 in ascending order, each once, got %2</source>
        <translation>se esperaba una lista de números de plantilla de 0 a %1 en orden ascendente, cada uno una vez, se obtuvo %2</translation>
    </message>
    <message>
        <source>expected &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; or &quot;tiles&quot;, got %1</source>
        <translation>se esperaba &quot;density&quot;, &quot;islands&quot;, &quot;min&quot;, &quot;max&quot;, &quot;size&quot; o &quot;tiles&quot;, se encontró %1</translation>
    </message>
    <message>
        <source>expected %1 in a dungeon scenario, got %2</source>
        <translation>se esperaba %1 en un escenario de mazmorra, pero hay %2</translation>
    </message>
    <message>
        <source>expected %1 in an island scenario, got %2</source>
        <translation>se esperaba %1 en un escenario de islas, pero hay %2</translation>
    </message>
    <message>
        <source>expected at least one of &quot;questions&quot; and &quot;construct&quot; to be true, got both false</source>
        <extracomment>&quot;questions&quot; and &quot;construct&quot; are key names of the file: not to be translated</extracomment>
        <translation>se esperaba que al menos uno de &quot;questions&quot; y &quot;construct&quot; fuera true, pero los dos son false</translation>
    </message>
</context>
<context>
    <name>ScormPackage</name>
    <message>
        <source>this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>esta versión de mapgen no incluye el reproductor de lecciones web (compilada sin emscripten)</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <source>Adds:</source>
        <extracomment>Statistics: ADD entries up to the current step</extracomment>
        <translation>Añadidos:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Retrocesos:</translation>
    </message>
    <message>
        <source>Current depth:</source>
        <translation>Profundidad actual:</translation>
    </message>
    <message>
        <source>Result:</source>
        <extracomment>Statistics: how the build ended (or that it is still running)</extracomment>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Isla</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Desenlace</translation>
    </message>
    <message>
        <source>Islands</source>
        <extracomment>Name of the per-island statistics table for screen readers</extracomment>
        <translation>Islas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Statistics: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Not built yet: press Start</source>
        <translation>Aún sin construir: pulse Iniciar</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construyendo…</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Too complex: the step limit was reached</source>
        <translation>Demasiado complejo: se alcanzó el límite de pasos</translation>
    </message>
</context>
<context>
    <name>TileDrawing</name>
    <message>
        <source>Tile</source>
        <extracomment>Name of the large tile picture for screen readers</extracomment>
        <translation>Loseta</translation>
    </message>
    <message>
        <source>No cell selected</source>
        <translation>Ninguna celda seleccionada</translation>
    </message>
    <message>
        <source>A pit: never filled</source>
        <translation>Una fosa: nunca se llena</translation>
    </message>
    <message>
        <source>Solid rock: never queued</source>
        <translation>Roca maciza: nunca entró en la cola</translation>
    </message>
    <message>
        <source>Not filled yet. May open: %1. Must open: %2.</source>
        <extracomment>%1, %2: lists of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Aún sin llenar. Puede abrir: %1. Debe abrir: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Open half-doors: %1</source>
        <extracomment>%1: a list of half-door names such as &quot;UL, UR&quot;</extracomment>
        <translation>Medias puertas abiertas: %1</translation>
    </message>
    <message>
        <source>Click a half-door to open or close it (or Tab here, pick one with the arrow keys and press Space).</source>
        <translation>Haga clic en una media puerta para abrirla o cerrarla (o llegue aquí con Tab, elija una con las flechas y pulse Espacio).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>At step:</source>
        <extracomment>Inspector: the playback step the inspector describes</extracomment>
        <translation>En el paso:</translation>
    </message>
    <message>
        <source>Doors:</source>
        <extracomment>Inspector: the half-doors the cell&apos;s tile has open</extracomment>
        <translation>Puertas:</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>Plantilla:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <extracomment>Inspector: half-doors an unfilled cell may still open</extracomment>
        <translation>Permitidas:</translation>
    </message>
    <message>
        <source>Required:</source>
        <extracomment>Inspector: half-doors its filled neighbours opened towards the cell</extracomment>
        <translation>Requeridas:</translation>
    </message>
    <message>
        <source>Hexadecimal, then binary from LU (bit 7) down to UL (bit 0).</source>
        <translation>Hexadecimal y luego binario, de LU (bit 7) a UL (bit 0).</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>Candidatos</translation>
    </message>
    <message>
        <source>Candidates for the selected cell</source>
        <extracomment>Name of the candidate list for screen readers</extracomment>
        <translation>Candidatos para la celda seleccionada</translation>
    </message>
    <message>
        <source>%1 (binary %2)</source>
        <extracomment>Inspector: a half-door mask; %1 hexadecimal (0xFC), %2 binary (1111 1100)</extracomment>
        <translation>%1 (binario %2)</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>A tile template without a name; %1 is its number, from 1</extracomment>
        <translation>plantilla %1</translation>
    </message>
    <message>
        <source>%1, rotation %2</source>
        <extracomment>Inspector: a candidate; %1 template name, %2 quarter turns clockwise (0..3)</extracomment>
        <translation>%1, rotación %2</translation>
    </message>
    <message>
        <source>No cell selected: click a cell of the dungeon map.</source>
        <translation>Ninguna celda seleccionada: haga clic en una celda del mapa de la mazmorra.</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <extracomment>Inspector heading: row and column of the selected cell, then what it is</extracomment>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>pit</source>
        <translation>fosa</translation>
    </message>
    <message>
        <source>start, filled</source>
        <translation>inicio, ocupada</translation>
    </message>
    <message>
        <source>end, filled</source>
        <translation>final, ocupada</translation>
    </message>
    <message>
        <source>filled</source>
        <translation>ocupada</translation>
    </message>
    <message>
        <source>queued, not filled yet</source>
        <translation>en la cola, aún sin llenar</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>roca</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Inspector: %1 the step shown, %2 all steps of the build</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, rotation %n (quarter turns clockwise)</source>
        <extracomment>Inspector: %1 template name, %n quarter turns clockwise</extracomment>
        <translation>
            <numerusform>%1, rotación %n (cuarto de vuelta en sentido horario)</numerusform>
            <numerusform>%1, rotación %n (cuartos de vuelta en sentido horario)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pits are never filled and take part in nothing.</source>
        <translation>Las fosas nunca se llenan y no participan en nada.</translation>
    </message>
    <message>
        <source>Start and end always get the big room; no candidates are checked.</source>
        <translation>El inicio y el final siempre reciben la sala grande; no se comprueba ningún candidato.</translation>
    </message>
    <message>
        <source>Waiting in the fill queue: its candidates are not checked yet.</source>
        <translation>Espera en la cola de relleno: sus candidatos aún no se han comprobado.</translation>
    </message>
    <message>
        <source>No candidates checked for this cell at this step.</source>
        <translation>En este paso no se ha comprobado ningún candidato para esta celda.</translation>
    </message>
    <message>
        <source>In the order they are checked; one valid candidate is drawn at random.</source>
        <translation>En el orden en que se comprueban; se sortea uno de los candidatos válidos.</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>aún sin comprobar</translation>
    </message>
    <message>
        <source>valid (not drawn)</source>
        <translation>válido (no sorteado)</translation>
    </message>
    <message>
        <source>✔ chosen</source>
        <extracomment>Inspector: the valid candidate that was drawn and placed</extracomment>
        <translation>✔ elegido</translation>
    </message>
    <message>
        <source>✘ rejected: a required side is not answered</source>
        <translation>✘ rechazado: un lado requerido queda sin respuesta</translation>
    </message>
    <message>
        <source>✘ rejected: would cut the last start-to-end path</source>
        <translation>✘ rechazado: cortaría el último camino del inicio al final</translation>
    </message>
    <message>
        <source>%1 · %2
%3</source>
        <extracomment>Inspector: one candidate; %1 its name and rotation, %2 its mask (0x06), %3 the verdict</extracomment>
        <translation>%1 · %2
%3</translation>
    </message>
    <message>
        <source>Its candidates are shown once the question is answered.</source>
        <extracomment>Tile Inspector: instead of a cell&apos;s candidates while a question is open</extracomment>
        <translation>Sus candidatos se muestran en cuanto se responda la pregunta.</translation>
    </message>
</context>
<context>
    <name>TileSetPanel</name>
    <message>
        <source>Each template may be placed in any of its four rotations (shown left to right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the selected template to open or close it.</source>
        <translation>Cada plantilla puede colocarse en cualquiera de sus cuatro rotaciones (de izquierda a derecha: 0, 1, 2 y 3 cuartos de vuelta en el sentido de las agujas del reloj). Haga clic en una media puerta de la plantilla seleccionada para abrirla o cerrarla.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <extracomment>Button: add a tile template to the scenario&apos;s tile set</extracomment>
        <translation>Aña&amp;dir</translation>
    </message>
    <message>
        <source>Add a template (at most %1)</source>
        <translation>Añadir una plantilla (como mucho %1)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the selected template</source>
        <translation>Quitar la plantilla seleccionada</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Cambiar &amp;nombre</translation>
    </message>
    <message>
        <source>Rename the selected template (or double-click its name)</source>
        <translation>Cambiar el nombre de la plantilla seleccionada (o doble clic en su nombre)</translation>
    </message>
    <message>
        <source>Tile templates</source>
        <extracomment>Name of the template list for screen readers</extracomment>
        <translation>Plantillas de loseta</translation>
    </message>
    <message>
        <source>Selected template</source>
        <translation>Plantilla seleccionada</translation>
    </message>
    <message>
        <source>A tile set needs at least one template.</source>
        <translation>Un juego de losetas necesita al menos una plantilla.</translation>
    </message>
    <message>
        <source>A tile set holds at most %1 templates.</source>
        <translation>Un juego de losetas admite como mucho %1 plantillas.</translation>
    </message>
    <message>
        <source>A template needs at least one half-door.</source>
        <translation>Una plantilla necesita al menos una media puerta.</translation>
    </message>
    <message>
        <source>A template needs a name.</source>
        <translation>Una plantilla necesita un nombre.</translation>
    </message>
    <message>
        <source>The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on start and end, and it is what lets every queued cell be filled.</source>
        <translation>El juego de losetas debe conservar una sala grande (las ocho medias puertas abiertas, 0xFF): se coloca en el inicio y el final, y es lo que permite llenar cada celda de la cola.</translation>
    </message>
    <message>
        <source>template %1</source>
        <extracomment>Name of a newly added tile template; %1 its number, from 1</extracomment>
        <translation>plantilla %1</translation>
    </message>
    <message>
        <source>Add template</source>
        <extracomment>Undo history: a tile template was added</extracomment>
        <translation>Añadir plantilla</translation>
    </message>
    <message>
        <source>Remove template %1</source>
        <extracomment>Undo history: %1 the removed template&apos;s name, in quotes</extracomment>
        <translation>Quitar la plantilla %1</translation>
    </message>
    <message>
        <source>Rename template %1</source>
        <translation>Cambiar el nombre de la plantilla %1</translation>
    </message>
    <message>
        <source>Open half-door %1 of %2</source>
        <extracomment>Undo history: %1 half-door name (UL ... LU), %2 template name in quotes</extracomment>
        <translation>Abrir la media puerta %1 de %2</translation>
    </message>
    <message>
        <source>Close half-door %1 of %2</source>
        <translation>Cerrar la media puerta %1 de %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Tool tip of a template: %1 its name, %2 its half-door mask</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No template selected</source>
        <translation>Ninguna plantilla seleccionada</translation>
    </message>
    <message>
        <source>Template %1</source>
        <extracomment>Heading above the large picture of the selected template; %1 its name</extracomment>
        <translation>Plantilla %1</translation>
    </message>
    <message>
        <source>A template&apos;s name has at most %1 characters.</source>
        <translation>El nombre de una plantilla tiene como máximo %1 caracteres.</translation>
    </message>
</context>
<context>
    <name>WebLessonExporter</name>
    <message>
        <source>%1: this build of mapgen has no web lesson player (built without emscripten)</source>
        <translation>%1: esta versión de mapgen no incluye el reproductor de lecciones web (compilada sin emscripten)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>The map at the step shown</source>
        <translation>El mapa en el paso mostrado</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Reproducción</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primero</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Último</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Recursion log</source>
        <translation>Registro de recursión</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Islas</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>Tamaño mínimo</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>Tamaño máximo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Orden aleatorio</translation>
    </message>
    <message>
        <source>Step limit</source>
        <translation>Límite de pasos</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Pits</source>
        <translation>Fosas</translation>
    </message>
    <message>
        <source>Pit</source>
        <translation>Fosa</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Goma de borrar</translation>
    </message>
    <message>
        <source>Undo stroke</source>
        <translation>Deshacer trazo</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>Apta para daltónicos (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Island complete</source>
        <translation>Isla completa</translation>
    </message>
    <message>
        <source>Island failed</source>
        <translation>Isla fallida</translation>
    </message>
    <message>
        <source>All done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Too complex</source>
        <translation>Demasiado complejo</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n quarter turn(s)</source>
        <translation>
            <numerusform>%1, %n cuarto de vuelta</numerusform>
            <numerusform>%1, %n cuartos de vuelta</numerusform>
        </translation>
    </message>
    <message>
        <source>complete (size %1)</source>
        <translation>completa (tamaño %1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Building…</source>
        <translation>Construyendo…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Mapgen lesson</source>
        <translation>Lección de Mapgen</translation>
    </message>
    <message>
        <source>These settings cannot be built.</source>
        <translation>Con estos ajustes no se puede construir.</translation>
    </message>
    <message>
        <source>Not enough memory for this build; lower the step limit.</source>
        <translation>No hay memoria suficiente para esta construcción; reduzca el límite de pasos.</translation>
    </message>
    <message>
        <source>Ignored in the address: %1</source>
        <translation>Ignorado en la dirección: %1</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Una semilla es un número entero de 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>too complex</source>
        <translation>demasiado complejo</translation>
    </message>
    <message>
        <source>Island %1</source>
        <translation>Isla %1</translation>
    </message>
    <message>
        <source>Tiles placed</source>
        <translation>Losetas colocadas</translation>
    </message>
    <message>
        <source>Candidates rejected</source>
        <translation>Candidatos rechazados</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>¿Qué hace el algoritmo a continuación?</translation>
    </message>
    <message>
        <source>Which cell is added next? Click it on the map.</source>
        <translation>¿Qué celda se añade a continuación? Haz clic en ella en el mapa.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then click its cell.</source>
        <translation>¿Dónde va la siguiente loseta? Elige la loseta y después haz clic en su celda.</translation>
    </message>
    <message>
        <source>Click the cell on the map, or:</source>
        <translation>Haz clic en la celda del mapa, o:</translation>
    </message>
    <message>
        <source>None any more</source>
        <translation>Ninguna más</translation>
    </message>
    <message>
        <source>Tile and rotation</source>
        <translation>Loseta y rotación</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Score: %1 of %2</source>
        <translation>Puntuación: %1 de %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <comment>a move: an island&apos;s first cell is placed</comment>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Density</source>
        <extracomment>Share of the open cells that Sprinkle! turns into pits</extracomment>
        <translation>Densidad</translation>
    </message>
    <message>
        <source>Sprinkle!</source>
        <extracomment>Button: scatters random pits over the open cells at the density</extracomment>
        <translation>¡Esparcir!</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>Button: stops a build under way; the map shown before it stays</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Build cancelled: the map before it stays.</source>
        <translation>Construcción cancelada: se queda el mapa de antes.</translation>
    </message>
    <message>
        <source>Build cancelled: press Start to build again.</source>
        <translation>Construcción cancelada: pulse Iniciar para construir de nuevo.</translation>
    </message>
    <message>
        <source>%1 answers count as right: %2</source>
        <extracomment>After a wrong answer: how many answers count as right (always 2 or more), and the first of them</extracomment>
        <translation>%1 respuestas cuentan como correctas: %2</translation>
    </message>
    <message>
        <source>Given more than once in the address: %1 (the first counts).</source>
        <extracomment>%1: the keys of the page&apos;s address given more than once, e.g. &quot;seed&quot;</extracomment>
        <translation>Indicado más de una vez en la dirección: %1 (cuenta el primero).</translation>
    </message>
    <message>
        <source>A whole number from %1 to %2.</source>
        <extracomment>Beside a refused setting: %1 and %2 are its smallest and largest value</extracomment>
        <translation>Un número entero de %1 a %2.</translation>
    </message>
    <message>
        <source>Map view</source>
        <extracomment>The tool bar of buttons that zoom and move the map</extracomment>
        <translation>Vista del mapa</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Whole map</source>
        <extracomment>Button: zooms out to show the whole map</extracomment>
        <translation>Mapa entero</translation>
    </message>
    <message>
        <source>Pan</source>
        <extracomment>Toggle button: while on, dragging on the map moves the part shown</extracomment>
        <translation>Desplazar</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter answers.</source>
        <extracomment>How to answer a question about a cell with the keyboard</extracomment>
        <translation>En el mapa las flechas mueven el cursor e Intro responde.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <extracomment>Button: copies the page&apos;s address, which keeps the pits and settings</extracomment>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <source>Link to this lesson with your pits and settings</source>
        <translation>Enlace a esta lección con sus fosas y ajustes</translation>
    </message>
    <message>
        <source>The pits have changed: press Start to build with them.</source>
        <extracomment>Status: pits were painted over a finished build; they are drawn, not yet built</extracomment>
        <translation>Las fosas han cambiado: pulse Iniciar para construir con ellas.</translation>
    </message>
    <message>
        <source>Link copied.</source>
        <translation>Enlace copiado.</translation>
    </message>
    <message>
        <source>This browser lets no page copy: the link is selected in the box, copy it from there.</source>
        <translation>Este navegador no deja copiar a las páginas: el enlace está seleccionado en el cuadro, cópielo desde ahí.</translation>
    </message>
    <message>
        <source>Download result</source>
        <extracomment>You Are the Algorithm: the button that saves the result file (a download)</extracomment>
        <translation>Descargar resultado</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>You Are the Algorithm, dungeons: the button that places the chosen tile</extracomment>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Click the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm in the web lesson, islands: %1 the step, %2 how many</extracomment>
        <translation>Paso %1 de %2: ¿qué hace ahora el algoritmo? Haz clic en la celda que añade (o la semilla), o elige una jugada.</translation>
    </message>
    <message>
        <source>On the map the arrow keys move the cursor and Enter chooses the cell.</source>
        <extracomment>You Are the Algorithm: how to choose a cell with the keyboard</extracomment>
        <translation>En el mapa las flechas mueven el cursor e Intro elige la celda.</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (click it)</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when a cell is to be added</extracomment>
        <translation>la celda actual aún tiene un candidato por probar (haz clic en él)</translation>
    </message>
    <message>
        <source>island %1 has reached its size</source>
        <extracomment>You Are the Algorithm in the web lesson: why an island move is wrong when the island is complete; %1 the island</extracomment>
        <translation>la isla %1 ha alcanzado su tamaño</translation>
    </message>
    <message>
        <source>Moves: %1 · right: %2 · wrong: %3 · hints: %4</source>
        <extracomment>You Are the Algorithm in the web lesson: the counts so far</extracomment>
        <translation>Jugadas: %1 · correctas: %2 · incorrectas: %3 · pistas: %4</translation>
    </message>
    <message>
        <source>Result: %1 moves, %2 right, %3 wrong, %4 hints, %5 seconds.</source>
        <extracomment>You Are the Algorithm in the web lesson: the result; %5 is seconds</extracomment>
        <translation>Resultado: jugadas: %1, correctas: %2, incorrectas: %3, pistas: %4, segundos: %5.</translation>
    </message>
    <message>
        <source>Shown when you have made the last step or stopped.</source>
        <extracomment>Instead of the statistics while the student makes the steps (they tell how the build ends)</extracomment>
        <translation>Se muestra cuando hayas hecho el último paso o te hayas detenido.</translation>
    </message>
    <message>
        <source>Why this cell?</source>
        <extracomment>Web lesson: the heading of the panel that explains the cell tapped or hovered</extracomment>
        <translation>¿Por qué esta celda?</translation>
    </message>
    <message>
        <source>Tap a cell of the map, or point at it, to see why it is or is not a candidate now.</source>
        <extracomment>Web lesson: the why panel before a cell was tapped or hovered</extracomment>
        <translation>Toca una celda del mapa, o señálala, para ver por qué es o no es candidata ahora.</translation>
    </message>
    <message>
        <source>No call is active.</source>
        <extracomment>Web lesson: the Call Stack panel when no call is active</extracomment>
        <translation>No hay ninguna llamada activa.</translation>
    </message>
    <message>
        <source>… and %1 more queued</source>
        <extracomment>Web lesson, Call Stack (dungeon): more queued cells than listed; %1 how many more</extracomment>
        <translation>… y %1 más en cola</translation>
    </message>
    <message>
        <source>… %1 calls below, from the seed&apos;s</source>
        <extracomment>Web lesson, Call Stack: the outer calls not listed (the deepest 50 are); %1 how many</extracomment>
        <translation>… %1 llamadas más abajo, desde la de la semilla</translation>
    </message>
    <message>
        <source>Joining the class…</source>
        <translation>Uniéndote a la clase…</translation>
    </message>
    <message>
        <source>Following the lecturer</source>
        <translation>Siguiendo al profesor</translation>
    </message>
    <message>
        <source>Looking around on your own</source>
        <translation>Explorando por tu cuenta</translation>
    </message>
    <message>
        <source>Follow the lecturer</source>
        <extracomment>Button: back to the lecturer&apos;s step and map</extracomment>
        <translation>Seguir al profesor</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código para unirse</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>That join code is not this class&apos;s.</source>
        <translation>Ese código no es el de esta clase.</translation>
    </message>
    <message>
        <source>The class is full: no more students can join.</source>
        <translation>La clase está llena: no pueden unirse más estudiantes.</translation>
    </message>
    <message>
        <source>The class has ended.</source>
        <translation>La clase ha terminado.</translation>
    </message>
    <message>
        <source>Connection lost: joining again…</source>
        <translation>Conexión perdida: volviendo a unirse…</translation>
    </message>
    <message>
        <source>Your answer: %1. Wait for the reveal.</source>
        <translation>Tu respuesta: %1. Espera a que se revele.</translation>
    </message>
    <message>
        <source>You have answered this question. Wait for the reveal.</source>
        <translation>Ya has respondido a esta pregunta. Espera a que se revele.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>No respondiste.</translation>
    </message>
    <message>
        <source>%1% of the room was right.</source>
        <translation>El %1% de la sala acertó.</translation>
    </message>
    <message>
        <source>not started (size %1)</source>
        <translation>sin empezar (tamaño %1)</translation>
    </message>
    <message>
        <source>growing (size %1)</source>
        <translation>creciendo (tamaño %1)</translation>
    </message>
    <message>
        <source>removed: too complex (size %1)</source>
        <translation>eliminada: demasiado complejo (tamaño %1)</translation>
    </message>
    <message>
        <source>failed: no room for a seed (size %1)</source>
        <translation>fallida: no hay sitio para una semilla (tamaño %1)</translation>
    </message>
    <message>
        <source>failed: not enough reachable water (size %1)</source>
        <translation>fallida: no hay suficiente agua alcanzable (tamaño %1)</translation>
    </message>
    <message>
        <source>failed: dead end (size %1)</source>
        <translation>fallida: callejón sin salida (tamaño %1)</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <extracomment>A question&apos;s verdict on a wrong answer; the right answer and the reason follow</extracomment>
        <translation>No del todo.</translation>
    </message>
    <message>
        <source>Shown once the question is answered.</source>
        <extracomment>While a question is open: the statistics would tell how the build ends</extracomment>
        <translation>Se muestra en cuanto se responda la pregunta.</translation>
    </message>
    <message>
        <source>Nothing is recorded: this lesson is not opened from a learning platform.</source>
        <extracomment>One line on a graded lesson opened outside a learning platform (Moodle, Canvas)</extracomment>
        <translation>No se registra nada: esta lección no se ha abierto desde una plataforma educativa.</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Statistics: the build&apos;s result at the step shown, before its last step</extracomment>
        <translation>en curso</translation>
    </message>
    <message>
        <source>This device is in the class %1 times already (other tabs or browsers): close one of them to join here.</source>
        <extracomment>%1: how many students one device (one network address) may be in a class</extracomment>
        <translation>Este dispositivo ya está en la clase %1 veces (otras pestañas o navegadores): cierra una de ellas para unirte aquí.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from this network: joining again in %1 s.</source>
        <extracomment>%1: seconds to wait</extracomment>
        <translation>Demasiados códigos de acceso incorrectos desde esta red: se volverá a intentar en %1 s.</translation>
    </message>
    <message>
        <source>The class goes on in another tab or window of this device.</source>
        <translation>La clase continúa en otra pestaña o ventana de este dispositivo.</translation>
    </message>
    <message>
        <source>Your answer: %1. It has been counted. Wait for the reveal.</source>
        <extracomment>The workbench has received the student&apos;s answer and counted it</extracomment>
        <translation>Tu respuesta: %1. Se ha contado. Espera a que se revele.</translation>
    </message>
    <message>
        <source>The learning platform did not answer (%1): what you do may not be recorded.</source>
        <extracomment>%1: the call of the learning platform&apos;s SCORM interface that failed, e.g. LMSGetValue</extracomment>
        <translation>La plataforma educativa no ha respondido (%1): puede que lo que hagas no se registre.</translation>
    </message>
    <message>
        <source>Not restored as stored: %1 of %2 saved entries, which the rule book could not confirm.</source>
        <extracomment>On resuming a graded lesson: %1 of the %2 entries the platform stored (answers, You Are the Algorithm&apos;s counts) were not what the rule book finds</extracomment>
        <translation>No restaurado tal como se guardó: %1 de %2 entradas guardadas, que el reglamento no pudo confirmar.</translation>
    </message>
    <message>
        <source>Grade %1: %2</source>
        <extracomment>The grade the learning platform gets, %1 0 to 100; %2 how it is made</extracomment>
        <translation>Nota %1: %2</translation>
    </message>
    <message>
        <source>Grade %1</source>
        <extracomment>The grade when the build asks nothing to count</extracomment>
        <translation>Nota %1</translation>
    </message>
    <message>
        <source>questions %1 of %2</source>
        <extracomment>A part of the grade: the questions answered right the first time, of those asked</extracomment>
        <translation>preguntas %1 de %2</translation>
    </message>
    <message>
        <source>You Are the Algorithm %1 of %2 moves</source>
        <extracomment>A part of the grade: max(0, right - wrong - hints) of the build&apos;s decisions</extracomment>
        <translation>Tú eres el algoritmo %1 de %2 jugadas</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>Two parts of the grade, one after the other</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Which cell is added next? Tap it on the map.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>¿Qué celda se añade a continuación? Tócala en el mapa.</translation>
    </message>
    <message>
        <source>Where does the next tile go? Choose the tile, then tap its cell.</source>
        <extracomment>Web lesson on a touch screen: a question</extracomment>
        <translation>¿Dónde va la siguiente loseta? Elige la loseta y después toca su celda.</translation>
    </message>
    <message>
        <source>Tap the cell on the map, or:</source>
        <extracomment>Web lesson on a touch screen: how to answer a question about a cell</extracomment>
        <translation>Toca la celda del mapa, o:</translation>
    </message>
    <message>
        <source>Step %1 of %2: what does the algorithm do now? Tap the cell it adds (or seeds), or choose a move.</source>
        <extracomment>You Are the Algorithm on a touch screen, islands: %1 the step, %2 how many</extracomment>
        <translation>Paso %1 de %2: ¿qué hace ahora el algoritmo? Toca la celda que añade (o la semilla), o elige una jugada.</translation>
    </message>
    <message>
        <source>Step %1 of %2: tap the cell that gets the next tile.</source>
        <extracomment>You Are the Algorithm on a touch screen, dungeons: %1 the step, %2 how many</extracomment>
        <translation>Paso %1 de %2: toca la celda que recibe la siguiente loseta.</translation>
    </message>
    <message>
        <source>island %1 is next and needs a seed (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong; %1 the island</extracomment>
        <translation>la isla %1 va ahora y necesita una semilla (tócala)</translation>
    </message>
    <message>
        <source>the current cell still has a candidate to try (tap it)</source>
        <extracomment>You Are the Algorithm on a touch screen: why a move is wrong when a cell is to be added</extracomment>
        <translation>la celda actual aún tiene un candidato por probar (tócalo)</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>Web lesson on a phone: the button that unfolds the answered question&apos;s panel</extracomment>
        <translation>Más</translation>
    </message>
    <message>
        <source>Less</source>
        <extracomment>Web lesson on a phone: the button that folds the answered question&apos;s panel to one line</extracomment>
        <translation>Menos</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Reproducir o pausar</translation>
    </message>
    <message>
        <source>Step back or on (outside the map)</source>
        <translation>Un paso atrás o adelante (fuera del mapa)</translation>
    </message>
    <message>
        <source>On the map: move the cursor from cell to cell</source>
        <translation>En el mapa: mover el cursor de celda en celda</translation>
    </message>
    <message>
        <source>On the map: answer a question with the cursor&apos;s cell, or make your move with it</source>
        <translation>En el mapa: responder una pregunta con la celda del cursor, o hacer tu jugada con ella</translation>
    </message>
    <message>
        <source>On the map: put a pit on the cursor&apos;s cell</source>
        <translation>En el mapa: poner una fosa en la celda del cursor</translation>
    </message>
    <message>
        <source>On the map: take the pit away from the cursor&apos;s cell</source>
        <translation>En el mapa: quitar la fosa de la celda del cursor</translation>
    </message>
    <message>
        <source>On the map: why the cursor&apos;s cell is what it is (Why this cell?)</source>
        <translation>En el mapa: por qué la celda del cursor es lo que es (¿Por qué esta celda?)</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <extracomment>The heading of the page&apos;s list of keys</extracomment>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>%1, the tile just placed</source>
        <translation>%1, la baldosa recién colocada</translation>
    </message>
    <message>
        <source>%1, its candidates being checked</source>
        <translation>%1, se comprueban sus candidatos</translation>
    </message>
    <message>
        <source>%1, half-doors just clipped</source>
        <translation>%1, medias puertas recién recortadas</translation>
    </message>
    <message>
        <source>%1, just queued</source>
        <translation>%1, recién puesta en la cola</translation>
    </message>
    <message>
        <source>Island patterns at every size</source>
        <translation>Patrones de islas a cualquier tamaño</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Mapgen Workbench: step-by-step lessons in procedural map generation. Watch islands grow by recursive backtracking and dungeons fill tile by tile, step forwards and backwards, and paint pits.</source>
        <translation>Mapgen Workbench: lecciones paso a paso de generación procedural de mapas. Vea crecer islas por vuelta atrás recursiva y llenarse mazmorras loseta a loseta, avance y retroceda paso a paso y pinte fosas.</translation>
    </message>
    <message>
        <source>A scenario file (*.mapgen.json) to open. Without one, the built-in demo opens.</source>
        <translation>Un archivo de escenario (*.mapgen.json) que abrir. Sin él se abre la demostración incorporada.</translation>
    </message>
    <message>
        <source>Mapgen Workbench</source>
        <translation>Mapgen Workbench</translation>
    </message>
    <message>
        <source>Start the live class at once and print its address (&quot;class: URL&quot;).</source>
        <translation>Inicia la clase en directo de inmediato e imprime su dirección (&quot;class: URL&quot;).</translation>
    </message>
    <message>
        <source>The address the class listens on (default: all).</source>
        <translation>La dirección en la que escucha la clase (por defecto: todas).</translation>
    </message>
    <message>
        <source>The class&apos;s port (default: a free one).</source>
        <translation>El puerto de la clase (por defecto: uno libre).</translation>
    </message>
    <message>
        <source>Not an IP address: %1</source>
        <translation>No es una dirección IP: %1</translation>
    </message>
    <message>
        <source>Not a port: %1</source>
        <translation>No es un puerto: %1</translation>
    </message>
    <message>
        <source>Keep the class&apos;s answers in this file as they arrive, and make it the class results (CSV) when the class ends. Given again after a crash, the class goes on.</source>
        <translation>Guardar las respuestas de la clase en este archivo a medida que llegan y convertirlo en los resultados de la clase (CSV) cuando la clase termine. Si se indica de nuevo tras un fallo, la clase continúa.</translation>
    </message>
    <message>
        <source>%1: its last line was written only in part (the workbench stopped while writing it) and is left out.</source>
        <translation>%1: su última línea se escribió solo en parte (el banco de trabajo se detuvo mientras la escribía) y se omite.</translation>
    </message>
</context>
</TS>
