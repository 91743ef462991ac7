export type {
  CaptionStyle,
  Language,
  MusicTrack,
  StockAvatar,
  VisualStyle as Visual,
  Voice,
} from "@reelsmith/contract/catalog";
