/**
 * One entry of the study-material concept base: a key idea of a catalogue skill, defined in plain
 * words with an example, as the official exam guides and vendor documentation of courses teaching
 * that skill describe it. The /prep tool builds notes, quizzes and flashcards from these.
 */
export interface Concept {
  /** The catalogue skill it belongs to, spelled as a course lists it ('Incident response'). */
  skill: string;
  /** The concept's name as a learner would meet it ('Containment'). */
  name: string;
  /** One or two plain sentences: what it is. Never names the concept itself. */
  definition: string;
  /** One sentence: the concept at work in a realistic situation. */
  example: string;
  /** The official page (exam guide, vendor documentation) that describes it. */
  source: string;
}
