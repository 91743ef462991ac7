export type {
  CaptionStyle,
  Language,
  MusicTrack,
  SampleVideo,
  StockAvatar,
  VisualStyle as Visual,
  Voice,
} from "@reelsmith/contract/catalog";
