/**
 * How large a thing is in the world, for the composer to draw it at its size beside the people: the
 * longest side of the thing's drawing as a share of a standing adult's height (a person is 1). A Fluent
 * icon's art fills its square along its longest side, so the share is the side of its box against a
 * standing figure's. Vehicles and buildings are smaller than life (a car is 2.6 people long, a house five
 * tall): at life size a person beside them would be a speck, and a picture keeps the order, not the
 * ratio. cup < loaf < cat < dog < person < car < tree < house.
 */
export const PERSON_SIZE = 1;

/** Whole icon names, skin tone aside. */
const BY_NAME: Record<string, number> = {
  coin: 0.07,
  "hot-beverage": 0.1,
  "teacup-without-handle": 0.08,
  "cup-with-straw": 0.12,
  "chocolate-bar": 0.1,
  "red-apple": 0.08,
  "green-apple": 0.08,
  croissant: 0.12,
  doughnut: 0.1,
  cookie: 0.08,
  egg: 0.07,
  key: 0.08,
  "old-key": 0.08,
  envelope: 0.14,
  letter: 0.14,
  memo: 0.16,
  pencil: 0.12,
  "mobile-phone": 0.1,
  cupcake: 0.1,
  bread: 0.2,
  "hot-dog": 0.14,
  "fish-cake-with-swirl": 0.07,
  "baby-bottle": 0.12,
  "tropical-drink": 0.12,
  "pouring-liquid": 0.12,
  "leafy-green": 0.12,
  "baguette-bread": 0.3,
  "birthday-cake": 0.22,
  shortcake: 0.12,
  "open-book": 0.16,
  books: 0.2,
  "closed-book": 0.14,
  bouquet: 0.3,
  basket: 0.3,
  laptop: 0.2,
  "desktop-computer": 0.3,
  cooking: 0.18,
  "pot-of-food": 0.2,
  "shallow-pan-of-food": 0.2,
  "bowl-with-spoon": 0.12,
  "steaming-bowl": 0.12,
  package: 0.3,
  bone: 0.15,
  microphone: 0.14,
  "soccer-ball": 0.13,
  "sheaf-of-rice": 0.45,
  "potted-plant": 0.4,
  "teddy-bear": 0.22,
  umbrella: 0.6,
  "umbrella-with-rain-drops": 0.6,
  guitar: 0.55,
  chair: 0.55,
  // The supports the composer draws under small things (figures.ts): a table, a shop's counter.
  table: 0.42,
  counter: 0.5,
  bicycle: 0.95,
  "motor-scooter": 1,
  automobile: 1.5,
  taxi: 1.5,
  "auto-rickshaw": 1.3,
  bus: 2,
  sailboat: 1.8,
  canoe: 1.6,
  "deciduous-tree": 2.2,
  "evergreen-tree": 2.4,
  "palm-tree": 2.4,
  house: 2.2,
  "house-with-garden": 2.4,
  "office-building": 2.8,
  hospital: 2.6,
  school: 2.6,
  "classical-building": 2.6,
  cat: 0.3,
  "cat-face": 0.18,
  dog: 0.45,
  "guide-dog": 0.45,
  poodle: 0.4,
  rabbit: 0.22,
  hamster: 0.08,
  mouse: 0.08,
  chicken: 0.25,
  rooster: 0.3,
  sheep: 0.6,
  ewe: 0.6,
  goat: 0.6,
  pig: 0.6,
  cow: 1.3,
  ox: 1.3,
  horse: 1.4,
  camel: 1.5,
  elephant: 2,
};

/** Words of a name, for what the names above do not list (first match wins, in this order). */
const BY_WORD: [RegExp, number][] = [
  [/\b(boy|girl|child|baby)\b/, 0.72],
  [/\b(woman|man|person|people|couple|family)\b/, PERSON_SIZE],
  [
    /\b(cup|mug|glass|bottle|can|beverage|tea|coffee|juice|mate|sake|wine|cocktail|beer|tumbler|milk)\b/,
    0.12,
  ],
  [/\b(honey|jar|salt|butter|custard|cream|canned|chopsticks)\b/, 0.12],
  [/\b(coin|ring|key|candy|lollipop|cookie|egg|nut|berries|cherries|strawberry|grapes|pill|gem)\b/, 0.07],
  [/\b(olive|beans|blueberries|peanuts|chestnut|dango|dumpling|sushi|shrimp|ice|pod)\b/, 0.07],
  [/\b(apple|pear|orange|tangerine|lemon|peach|banana|tomato|potato|carrot|onion|garlic|pepper)\b/, 0.09],
  [
    /\b(lime|kiwi|mango|avocado|eggplant|cucumber|broccoli|corn|mushroom|coconut|radish|ginger|greens)\b/,
    0.09,
  ],
  [/\b(pen|pencil|brush|crayon|scissors|spoon|fork|knife|phone|watch|glasses)\b/, 0.12],
  [/\b(book|notebook|letter|envelope|card|newspaper|scroll|memo|ticket)\b/, 0.16],
  [/\b(bread|cake|pie|pizza|burger|sandwich|bowl|plate|pot|pan|rice|noodles|food|cheese)\b/, 0.2],
  [
    /\b(flatbread|bagel|pretzel|pancakes|waffle|taco|burrito|tamale|falafel|salad|fondue|bento|takeout)\b/,
    0.16,
  ],
  [/\b(meat|poultry|bacon|hamburger|fries|popcorn|spaghetti|curry|oden|stew|hot dog)\b/, 0.16],
  [/\b(melon|watermelon|pineapple)\b/, 0.2],
  [/\b(bag|backpack|basket|box|package|briefcase|purse|toolbox)\b/, 0.3],
  [/\b(flower|rose|tulip|sunflower|hibiscus|blossom|herb|seedling|plant|cactus)\b/, 0.3],
  [/\b(bird|chick|duck|parrot|dove|owl|butterfly|bee|bug|ant|snail|spider|fish|frog|turtle|lizard)\b/, 0.15],
  [/\b(cat|kitten|rabbit|squirrel|hedgehog|chicken|rooster|penguin)\b/, 0.28],
  [/\b(dog|fox|wolf|raccoon|monkey|badger|kangaroo)\b/, 0.45],
  [/\b(sheep|goat|pig|deer|boar|llama|leopard|tiger|lion|bear|gorilla)\b/, 0.7],
  [/\b(cow|ox|horse|buffalo|camel|zebra|giraffe|bison|elephant|rhinoceros|hippopotamus)\b/, 1.4],
  [/\b(chair|stool|seat|drum|guitar|violin|suitcase|lamp)\b/, 0.55],
  [/\b(bicycle|scooter|skateboard|cart|wheelchair)\b/, 0.95],
  [/\b(car|automobile|taxi|truck|van|tractor|boat|canoe|ambulance|engine)\b/, 1.5],
  [/\b(bus|train|tram|ship|ferry|locomotive|airplane|helicopter|rocket)\b/, 2],
  [/\b(tree|palm)\b/, 2.2],
  // A fair's rides and tents stand over the crowd like a house.
  [/\b(ferris wheel|roller coaster|circus tent)\b/, 2.8],
  [/\b(carousel horse)\b/, 1.4],
  [
    /\b(house|hut|building|tower|castle|church|mosque|temple|school|hospital|hotel|bank|stadium|factory|store)\b/,
    2.5,
  ],
];

/** A thing of no listed kind: a little larger than a loaf (a household thing). */
const DEFAULT_SIZE = 0.3;

const SKIN_TONE = /-(light|medium-light|medium|medium-dark|dark)$/;

/** The thing's size as a share of a standing adult's height (see above). */
export function sizeClassOf(iconName: string): number {
  const name = iconName.replace(/^[a-z-]+:/, "").replace(SKIN_TONE, "");
  const known = BY_NAME[name];
  if (known !== undefined) return known;
  const words = name.replace(/-/g, " ");
  for (const [pattern, size] of BY_WORD) if (pattern.test(words)) return size;
  return DEFAULT_SIZE;
}

/** Small enough to be held in one hand or set on a table (a cup, a loaf, a book; not a cat). */
export const fitsInHand = (iconName: string) => sizeClassOf(iconName) <= 0.22;

/** Animals, which stand on the ground themselves (a rabbit, a mouse), never on a table. */
const ANIMAL =
  /\b(cat|kitten|dog|puppy|poodle|rabbit|hamster|mouse|rat|chipmunk|squirrel|hedgehog|chick|chicken|rooster|duck|turtle|snail|frog|lizard|fish|bug|ant|spider|beetle|cricket|lady|paw)\b/;

/** Food whose name has an animal's word in it. */
const FOOD_NAMED_LIKE_ANIMALS = new Set(["hot-dog", "fish-cake-with-swirl"]);

/** Food and tableware up to a baguette's size that is set on a table rather than the floor. */
const TABLEWARE = /\b(bread|cake|pie|pizza|pot|pan|bowl|plate|food|teapot|cheese|basket)\b/;

/**
 * Whether a thing that no one holds is set on a table, a counter or a shelf (a cup, a loaf, a book, a
 * baguette) rather than on the floor: small, not an animal.
 */
export function setOnTable(iconName: string): boolean {
  const name = iconName.replace(/^[a-z-]+:/, "").replace(SKIN_TONE, "");
  const words = name.replace(/-/g, " ");
  if (ANIMAL.test(words) && !FOOD_NAMED_LIKE_ANIMALS.has(name)) return false;
  const size = sizeClassOf(name);
  return size <= 0.22 || (size <= 0.3 && TABLEWARE.test(words));
}
