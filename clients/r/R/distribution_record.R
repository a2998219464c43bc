#' Create a new DistributionRecord
#'
#' @description
#' One occurrence record. Records without coordinates (all of `sierra-nevada-monitoring`, whose sites the source does not place) are listed and counted but appear in no map output (heatmap, points, tiles). Darwin Core fields a source does not give are null.
#'
#' @docType class
#' @title DistributionRecord
#' @description DistributionRecord Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field taxonId Taxonomy node of the species, or null when the name could not be resolved. integer
#' @field species Scientific name as resolved against the taxonomy; null when the record's species is unknown. character
#' @field family  character
#' @field latitude WGS84 latitude; null when the source gives no coordinates. numeric
#' @field longitude  numeric
#' @field coordinateUncertaintyInMeters Darwin Core coordinateUncertaintyInMeters as the source gives it; null when not given. numeric
#' @field countryCode ISO 3166-1 alpha-2 code (derived from coordinates when the source lacks it). character
#' @field country  character
#' @field stateProvince Darwin Core stateProvince (first-level administrative unit) as given. character
#' @field county Darwin Core county (second-level administrative unit, e.g. a Norwegian municipality) as given. character
#' @field locality  character
#' @field source  \link{DistributionSource}
#' @field basisOfRecord Darwin Core basisOfRecord where the source states it. character
#' @field institutionCode Darwin Core institutionCode (e.g. `NHMO`). character
#' @field collectionCode  character
#' @field catalogNumber Darwin Core catalogNumber of the specimen or observation in its collection; null when the source gives none. character
#' @field eventDate Event date (ISO 8601 date, date-time or interval as given by the source; from year/month/day columns at their precision, e.g. `1985-06` without a day), null when unknown. character
#' @field year  integer
#' @field month  integer
#' @field day  integer
#' @field dayOfYear Day of the year of the event date (1 = 1 January); null unless year, month and day are known. integer
#' @field samplingProtocol Darwin Core samplingProtocol (e.g. `Light trap`, `Sweep net`) where the source states it. character
#' @field dataset  character
#' @field licence Licence of the record. character
#' @field recordedBy  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionRecord <- R6::R6Class(
  "DistributionRecord",
  public = list(
    `id` = NULL,
    `taxonId` = NULL,
    `species` = NULL,
    `family` = NULL,
    `latitude` = NULL,
    `longitude` = NULL,
    `coordinateUncertaintyInMeters` = NULL,
    `countryCode` = NULL,
    `country` = NULL,
    `stateProvince` = NULL,
    `county` = NULL,
    `locality` = NULL,
    `source` = NULL,
    `basisOfRecord` = NULL,
    `institutionCode` = NULL,
    `collectionCode` = NULL,
    `catalogNumber` = NULL,
    `eventDate` = NULL,
    `year` = NULL,
    `month` = NULL,
    `day` = NULL,
    `dayOfYear` = NULL,
    `samplingProtocol` = NULL,
    `dataset` = NULL,
    `licence` = NULL,
    `recordedBy` = NULL,

    #' @description
    #' Initialize a new DistributionRecord class.
    #'
    #' @param id id
    #' @param taxonId Taxonomy node of the species, or null when the name could not be resolved.
    #' @param species Scientific name as resolved against the taxonomy; null when the record's species is unknown.
    #' @param family family
    #' @param latitude WGS84 latitude; null when the source gives no coordinates.
    #' @param longitude longitude
    #' @param coordinateUncertaintyInMeters Darwin Core coordinateUncertaintyInMeters as the source gives it; null when not given.
    #' @param countryCode ISO 3166-1 alpha-2 code (derived from coordinates when the source lacks it).
    #' @param country country
    #' @param stateProvince Darwin Core stateProvince (first-level administrative unit) as given.
    #' @param county Darwin Core county (second-level administrative unit, e.g. a Norwegian municipality) as given.
    #' @param locality locality
    #' @param source source
    #' @param basisOfRecord Darwin Core basisOfRecord where the source states it.
    #' @param institutionCode Darwin Core institutionCode (e.g. `NHMO`).
    #' @param collectionCode collectionCode
    #' @param catalogNumber Darwin Core catalogNumber of the specimen or observation in its collection; null when the source gives none.
    #' @param eventDate Event date (ISO 8601 date, date-time or interval as given by the source; from year/month/day columns at their precision, e.g. `1985-06` without a day), null when unknown.
    #' @param year year
    #' @param month month
    #' @param day day
    #' @param dayOfYear Day of the year of the event date (1 = 1 January); null unless year, month and day are known.
    #' @param samplingProtocol Darwin Core samplingProtocol (e.g. `Light trap`, `Sweep net`) where the source states it.
    #' @param dataset dataset
    #' @param licence Licence of the record.
    #' @param recordedBy recordedBy
    #' @param ... Other optional arguments.
    initialize = function(`id`, `taxonId`, `species`, `family`, `latitude`, `longitude`, `coordinateUncertaintyInMeters`, `countryCode`, `country`, `stateProvince`, `county`, `locality`, `source`, `basisOfRecord`, `institutionCode`, `collectionCode`, `catalogNumber`, `eventDate`, `year`, `month`, `day`, `dayOfYear`, `samplingProtocol`, `dataset`, `licence`, `recordedBy`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`taxonId`)) {
        if (!(is.numeric(`taxonId`) && length(`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", `taxonId`))
        }
        self$`taxonId` <- `taxonId`
      }
      if (!missing(`species`)) {
        if (!(is.character(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`latitude`)) {
        self$`latitude` <- `latitude`
      }
      if (!missing(`longitude`)) {
        self$`longitude` <- `longitude`
      }
      if (!missing(`coordinateUncertaintyInMeters`)) {
        self$`coordinateUncertaintyInMeters` <- `coordinateUncertaintyInMeters`
      }
      if (!missing(`countryCode`)) {
        if (!(is.character(`countryCode`) && length(`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", `countryCode`))
        }
        self$`countryCode` <- `countryCode`
      }
      if (!missing(`country`)) {
        if (!(is.character(`country`) && length(`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", `country`))
        }
        self$`country` <- `country`
      }
      if (!missing(`stateProvince`)) {
        if (!(is.character(`stateProvince`) && length(`stateProvince`) == 1)) {
          stop(paste("Error! Invalid data for `stateProvince`. Must be a string:", `stateProvince`))
        }
        self$`stateProvince` <- `stateProvince`
      }
      if (!missing(`county`)) {
        if (!(is.character(`county`) && length(`county`) == 1)) {
          stop(paste("Error! Invalid data for `county`. Must be a string:", `county`))
        }
        self$`county` <- `county`
      }
      if (!missing(`locality`)) {
        if (!(is.character(`locality`) && length(`locality`) == 1)) {
          stop(paste("Error! Invalid data for `locality`. Must be a string:", `locality`))
        }
        self$`locality` <- `locality`
      }
      if (!missing(`source`)) {
        if (!(`source` %in% c())) {
          stop(paste("Error! \"", `source`, "\" cannot be assigned to `source`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`source`))
        self$`source` <- `source`
      }
      if (!missing(`basisOfRecord`)) {
        if (!(is.character(`basisOfRecord`) && length(`basisOfRecord`) == 1)) {
          stop(paste("Error! Invalid data for `basisOfRecord`. Must be a string:", `basisOfRecord`))
        }
        self$`basisOfRecord` <- `basisOfRecord`
      }
      if (!missing(`institutionCode`)) {
        if (!(is.character(`institutionCode`) && length(`institutionCode`) == 1)) {
          stop(paste("Error! Invalid data for `institutionCode`. Must be a string:", `institutionCode`))
        }
        self$`institutionCode` <- `institutionCode`
      }
      if (!missing(`collectionCode`)) {
        if (!(is.character(`collectionCode`) && length(`collectionCode`) == 1)) {
          stop(paste("Error! Invalid data for `collectionCode`. Must be a string:", `collectionCode`))
        }
        self$`collectionCode` <- `collectionCode`
      }
      if (!missing(`catalogNumber`)) {
        if (!(is.character(`catalogNumber`) && length(`catalogNumber`) == 1)) {
          stop(paste("Error! Invalid data for `catalogNumber`. Must be a string:", `catalogNumber`))
        }
        self$`catalogNumber` <- `catalogNumber`
      }
      if (!missing(`eventDate`)) {
        if (!(is.character(`eventDate`) && length(`eventDate`) == 1)) {
          stop(paste("Error! Invalid data for `eventDate`. Must be a string:", `eventDate`))
        }
        self$`eventDate` <- `eventDate`
      }
      if (!missing(`year`)) {
        if (!(is.numeric(`year`) && length(`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", `year`))
        }
        self$`year` <- `year`
      }
      if (!missing(`month`)) {
        if (!(is.numeric(`month`) && length(`month`) == 1)) {
          stop(paste("Error! Invalid data for `month`. Must be an integer:", `month`))
        }
        self$`month` <- `month`
      }
      if (!missing(`day`)) {
        if (!(is.numeric(`day`) && length(`day`) == 1)) {
          stop(paste("Error! Invalid data for `day`. Must be an integer:", `day`))
        }
        self$`day` <- `day`
      }
      if (!missing(`dayOfYear`)) {
        if (!(is.numeric(`dayOfYear`) && length(`dayOfYear`) == 1)) {
          stop(paste("Error! Invalid data for `dayOfYear`. Must be an integer:", `dayOfYear`))
        }
        self$`dayOfYear` <- `dayOfYear`
      }
      if (!missing(`samplingProtocol`)) {
        if (!(is.character(`samplingProtocol`) && length(`samplingProtocol`) == 1)) {
          stop(paste("Error! Invalid data for `samplingProtocol`. Must be a string:", `samplingProtocol`))
        }
        self$`samplingProtocol` <- `samplingProtocol`
      }
      if (!missing(`dataset`)) {
        if (!(is.character(`dataset`) && length(`dataset`) == 1)) {
          stop(paste("Error! Invalid data for `dataset`. Must be a string:", `dataset`))
        }
        self$`dataset` <- `dataset`
      }
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
      }
      if (!missing(`recordedBy`)) {
        if (!(is.character(`recordedBy`) && length(`recordedBy`) == 1)) {
          stop(paste("Error! Invalid data for `recordedBy`. Must be a string:", `recordedBy`))
        }
        self$`recordedBy` <- `recordedBy`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return DistributionRecord as a base R list.
    #' @examples
    #' # convert array of DistributionRecord (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert DistributionRecord to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionRecordObject <- list()
      if (!is.null(self$`id`)) {
        DistributionRecordObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`taxonId`)) {
        DistributionRecordObject[["taxonId"]] <-
          self$`taxonId`
      }
      if (!is.null(self$`species`)) {
        DistributionRecordObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`family`)) {
        DistributionRecordObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`latitude`)) {
        DistributionRecordObject[["latitude"]] <-
          self$`latitude`
      }
      if (!is.null(self$`longitude`)) {
        DistributionRecordObject[["longitude"]] <-
          self$`longitude`
      }
      if (!is.null(self$`coordinateUncertaintyInMeters`)) {
        DistributionRecordObject[["coordinateUncertaintyInMeters"]] <-
          self$`coordinateUncertaintyInMeters`
      }
      if (!is.null(self$`countryCode`)) {
        DistributionRecordObject[["countryCode"]] <-
          self$`countryCode`
      }
      if (!is.null(self$`country`)) {
        DistributionRecordObject[["country"]] <-
          self$`country`
      }
      if (!is.null(self$`stateProvince`)) {
        DistributionRecordObject[["stateProvince"]] <-
          self$`stateProvince`
      }
      if (!is.null(self$`county`)) {
        DistributionRecordObject[["county"]] <-
          self$`county`
      }
      if (!is.null(self$`locality`)) {
        DistributionRecordObject[["locality"]] <-
          self$`locality`
      }
      if (!is.null(self$`source`)) {
        DistributionRecordObject[["source"]] <-
          self$extractSimpleType(self$`source`)
      }
      if (!is.null(self$`basisOfRecord`)) {
        DistributionRecordObject[["basisOfRecord"]] <-
          self$`basisOfRecord`
      }
      if (!is.null(self$`institutionCode`)) {
        DistributionRecordObject[["institutionCode"]] <-
          self$`institutionCode`
      }
      if (!is.null(self$`collectionCode`)) {
        DistributionRecordObject[["collectionCode"]] <-
          self$`collectionCode`
      }
      if (!is.null(self$`catalogNumber`)) {
        DistributionRecordObject[["catalogNumber"]] <-
          self$`catalogNumber`
      }
      if (!is.null(self$`eventDate`)) {
        DistributionRecordObject[["eventDate"]] <-
          self$`eventDate`
      }
      if (!is.null(self$`year`)) {
        DistributionRecordObject[["year"]] <-
          self$`year`
      }
      if (!is.null(self$`month`)) {
        DistributionRecordObject[["month"]] <-
          self$`month`
      }
      if (!is.null(self$`day`)) {
        DistributionRecordObject[["day"]] <-
          self$`day`
      }
      if (!is.null(self$`dayOfYear`)) {
        DistributionRecordObject[["dayOfYear"]] <-
          self$`dayOfYear`
      }
      if (!is.null(self$`samplingProtocol`)) {
        DistributionRecordObject[["samplingProtocol"]] <-
          self$`samplingProtocol`
      }
      if (!is.null(self$`dataset`)) {
        DistributionRecordObject[["dataset"]] <-
          self$`dataset`
      }
      if (!is.null(self$`licence`)) {
        DistributionRecordObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`recordedBy`)) {
        DistributionRecordObject[["recordedBy"]] <-
          self$`recordedBy`
      }
      return(DistributionRecordObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionRecord
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionRecord
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`taxonId`)) {
        self$`taxonId` <- this_object$`taxonId`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`latitude`)) {
        self$`latitude` <- this_object$`latitude`
      }
      if (!is.null(this_object$`longitude`)) {
        self$`longitude` <- this_object$`longitude`
      }
      if (!is.null(this_object$`coordinateUncertaintyInMeters`)) {
        self$`coordinateUncertaintyInMeters` <- this_object$`coordinateUncertaintyInMeters`
      }
      if (!is.null(this_object$`countryCode`)) {
        self$`countryCode` <- this_object$`countryCode`
      }
      if (!is.null(this_object$`country`)) {
        self$`country` <- this_object$`country`
      }
      if (!is.null(this_object$`stateProvince`)) {
        self$`stateProvince` <- this_object$`stateProvince`
      }
      if (!is.null(this_object$`county`)) {
        self$`county` <- this_object$`county`
      }
      if (!is.null(this_object$`locality`)) {
        self$`locality` <- this_object$`locality`
      }
      if (!is.null(this_object$`source`)) {
        `source_object` <- DistributionSource$new()
        `source_object`$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
        self$`source` <- `source_object`
      }
      if (!is.null(this_object$`basisOfRecord`)) {
        self$`basisOfRecord` <- this_object$`basisOfRecord`
      }
      if (!is.null(this_object$`institutionCode`)) {
        self$`institutionCode` <- this_object$`institutionCode`
      }
      if (!is.null(this_object$`collectionCode`)) {
        self$`collectionCode` <- this_object$`collectionCode`
      }
      if (!is.null(this_object$`catalogNumber`)) {
        self$`catalogNumber` <- this_object$`catalogNumber`
      }
      if (!is.null(this_object$`eventDate`)) {
        self$`eventDate` <- this_object$`eventDate`
      }
      if (!is.null(this_object$`year`)) {
        self$`year` <- this_object$`year`
      }
      if (!is.null(this_object$`month`)) {
        self$`month` <- this_object$`month`
      }
      if (!is.null(this_object$`day`)) {
        self$`day` <- this_object$`day`
      }
      if (!is.null(this_object$`dayOfYear`)) {
        self$`dayOfYear` <- this_object$`dayOfYear`
      }
      if (!is.null(this_object$`samplingProtocol`)) {
        self$`samplingProtocol` <- this_object$`samplingProtocol`
      }
      if (!is.null(this_object$`dataset`)) {
        self$`dataset` <- this_object$`dataset`
      }
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
      }
      if (!is.null(this_object$`recordedBy`)) {
        self$`recordedBy` <- this_object$`recordedBy`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionRecord in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionRecord
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionRecord
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`taxonId` <- this_object$`taxonId`
      self$`species` <- this_object$`species`
      self$`family` <- this_object$`family`
      self$`latitude` <- this_object$`latitude`
      self$`longitude` <- this_object$`longitude`
      self$`coordinateUncertaintyInMeters` <- this_object$`coordinateUncertaintyInMeters`
      self$`countryCode` <- this_object$`countryCode`
      self$`country` <- this_object$`country`
      self$`stateProvince` <- this_object$`stateProvince`
      self$`county` <- this_object$`county`
      self$`locality` <- this_object$`locality`
      self$`source` <- DistributionSource$new()$fromJSON(jsonlite::toJSON(this_object$`source`, auto_unbox = TRUE, digits = NA))
      self$`basisOfRecord` <- this_object$`basisOfRecord`
      self$`institutionCode` <- this_object$`institutionCode`
      self$`collectionCode` <- this_object$`collectionCode`
      self$`catalogNumber` <- this_object$`catalogNumber`
      self$`eventDate` <- this_object$`eventDate`
      self$`year` <- this_object$`year`
      self$`month` <- this_object$`month`
      self$`day` <- this_object$`day`
      self$`dayOfYear` <- this_object$`dayOfYear`
      self$`samplingProtocol` <- this_object$`samplingProtocol`
      self$`dataset` <- this_object$`dataset`
      self$`licence` <- this_object$`licence`
      self$`recordedBy` <- this_object$`recordedBy`
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionRecord and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `id` is missing."))
      }
      # check the required field `taxonId`
      if (!is.null(input_json$`taxonId`)) {
        if (!(is.numeric(input_json$`taxonId`) && length(input_json$`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", input_json$`taxonId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `taxonId` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.character(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be a string:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `species` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `family` is missing."))
      }
      # check the required field `latitude`
      if (!is.null(input_json$`latitude`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `latitude` is missing."))
      }
      # check the required field `longitude`
      if (!is.null(input_json$`longitude`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `longitude` is missing."))
      }
      # check the required field `coordinateUncertaintyInMeters`
      if (!is.null(input_json$`coordinateUncertaintyInMeters`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `coordinateUncertaintyInMeters` is missing."))
      }
      # check the required field `countryCode`
      if (!is.null(input_json$`countryCode`)) {
        if (!(is.character(input_json$`countryCode`) && length(input_json$`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", input_json$`countryCode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `countryCode` is missing."))
      }
      # check the required field `country`
      if (!is.null(input_json$`country`)) {
        if (!(is.character(input_json$`country`) && length(input_json$`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", input_json$`country`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `country` is missing."))
      }
      # check the required field `stateProvince`
      if (!is.null(input_json$`stateProvince`)) {
        if (!(is.character(input_json$`stateProvince`) && length(input_json$`stateProvince`) == 1)) {
          stop(paste("Error! Invalid data for `stateProvince`. Must be a string:", input_json$`stateProvince`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `stateProvince` is missing."))
      }
      # check the required field `county`
      if (!is.null(input_json$`county`)) {
        if (!(is.character(input_json$`county`) && length(input_json$`county`) == 1)) {
          stop(paste("Error! Invalid data for `county`. Must be a string:", input_json$`county`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `county` is missing."))
      }
      # check the required field `locality`
      if (!is.null(input_json$`locality`)) {
        if (!(is.character(input_json$`locality`) && length(input_json$`locality`) == 1)) {
          stop(paste("Error! Invalid data for `locality`. Must be a string:", input_json$`locality`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `locality` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        stopifnot(R6::is.R6(input_json$`source`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `source` is missing."))
      }
      # check the required field `basisOfRecord`
      if (!is.null(input_json$`basisOfRecord`)) {
        if (!(is.character(input_json$`basisOfRecord`) && length(input_json$`basisOfRecord`) == 1)) {
          stop(paste("Error! Invalid data for `basisOfRecord`. Must be a string:", input_json$`basisOfRecord`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `basisOfRecord` is missing."))
      }
      # check the required field `institutionCode`
      if (!is.null(input_json$`institutionCode`)) {
        if (!(is.character(input_json$`institutionCode`) && length(input_json$`institutionCode`) == 1)) {
          stop(paste("Error! Invalid data for `institutionCode`. Must be a string:", input_json$`institutionCode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `institutionCode` is missing."))
      }
      # check the required field `collectionCode`
      if (!is.null(input_json$`collectionCode`)) {
        if (!(is.character(input_json$`collectionCode`) && length(input_json$`collectionCode`) == 1)) {
          stop(paste("Error! Invalid data for `collectionCode`. Must be a string:", input_json$`collectionCode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `collectionCode` is missing."))
      }
      # check the required field `catalogNumber`
      if (!is.null(input_json$`catalogNumber`)) {
        if (!(is.character(input_json$`catalogNumber`) && length(input_json$`catalogNumber`) == 1)) {
          stop(paste("Error! Invalid data for `catalogNumber`. Must be a string:", input_json$`catalogNumber`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `catalogNumber` is missing."))
      }
      # check the required field `eventDate`
      if (!is.null(input_json$`eventDate`)) {
        if (!(is.character(input_json$`eventDate`) && length(input_json$`eventDate`) == 1)) {
          stop(paste("Error! Invalid data for `eventDate`. Must be a string:", input_json$`eventDate`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `eventDate` is missing."))
      }
      # check the required field `year`
      if (!is.null(input_json$`year`)) {
        if (!(is.numeric(input_json$`year`) && length(input_json$`year`) == 1)) {
          stop(paste("Error! Invalid data for `year`. Must be an integer:", input_json$`year`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `year` is missing."))
      }
      # check the required field `month`
      if (!is.null(input_json$`month`)) {
        if (!(is.numeric(input_json$`month`) && length(input_json$`month`) == 1)) {
          stop(paste("Error! Invalid data for `month`. Must be an integer:", input_json$`month`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `month` is missing."))
      }
      # check the required field `day`
      if (!is.null(input_json$`day`)) {
        if (!(is.numeric(input_json$`day`) && length(input_json$`day`) == 1)) {
          stop(paste("Error! Invalid data for `day`. Must be an integer:", input_json$`day`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `day` is missing."))
      }
      # check the required field `dayOfYear`
      if (!is.null(input_json$`dayOfYear`)) {
        if (!(is.numeric(input_json$`dayOfYear`) && length(input_json$`dayOfYear`) == 1)) {
          stop(paste("Error! Invalid data for `dayOfYear`. Must be an integer:", input_json$`dayOfYear`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `dayOfYear` is missing."))
      }
      # check the required field `samplingProtocol`
      if (!is.null(input_json$`samplingProtocol`)) {
        if (!(is.character(input_json$`samplingProtocol`) && length(input_json$`samplingProtocol`) == 1)) {
          stop(paste("Error! Invalid data for `samplingProtocol`. Must be a string:", input_json$`samplingProtocol`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `samplingProtocol` is missing."))
      }
      # check the required field `dataset`
      if (!is.null(input_json$`dataset`)) {
        if (!(is.character(input_json$`dataset`) && length(input_json$`dataset`) == 1)) {
          stop(paste("Error! Invalid data for `dataset`. Must be a string:", input_json$`dataset`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `dataset` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `licence` is missing."))
      }
      # check the required field `recordedBy`
      if (!is.null(input_json$`recordedBy`)) {
        if (!(is.character(input_json$`recordedBy`) && length(input_json$`recordedBy`) == 1)) {
          stop(paste("Error! Invalid data for `recordedBy`. Must be a string:", input_json$`recordedBy`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionRecord: the required field `recordedBy` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionRecord
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`taxonId` < 1) {
        return(FALSE)
      }

      if (self$`latitude` > 90) {
        return(FALSE)
      }
      if (self$`latitude` < -90) {
        return(FALSE)
      }

      if (self$`longitude` > 180) {
        return(FALSE)
      }
      if (self$`longitude` < -180) {
        return(FALSE)
      }

      if (self$`coordinateUncertaintyInMeters` < 0) {
        return(FALSE)
      }

      if (!str_detect(self$`countryCode`, "^[A-Z]{2}$")) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      if (self$`month` > 12) {
        return(FALSE)
      }
      if (self$`month` < 1) {
        return(FALSE)
      }

      if (self$`day` > 31) {
        return(FALSE)
      }
      if (self$`day` < 1) {
        return(FALSE)
      }

      if (self$`dayOfYear` > 366) {
        return(FALSE)
      }
      if (self$`dayOfYear` < 1) {
        return(FALSE)
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`taxonId` < 1) {
        invalid_fields["taxonId"] <- "Invalid value for `taxonId`, must be bigger than or equal to 1."
      }

      if (self$`latitude` > 90) {
        invalid_fields["latitude"] <- "Invalid value for `latitude`, must be smaller than or equal to 90."
      }
      if (self$`latitude` < -90) {
        invalid_fields["latitude"] <- "Invalid value for `latitude`, must be bigger than or equal to -90."
      }

      if (self$`longitude` > 180) {
        invalid_fields["longitude"] <- "Invalid value for `longitude`, must be smaller than or equal to 180."
      }
      if (self$`longitude` < -180) {
        invalid_fields["longitude"] <- "Invalid value for `longitude`, must be bigger than or equal to -180."
      }

      if (self$`coordinateUncertaintyInMeters` < 0) {
        invalid_fields["coordinateUncertaintyInMeters"] <- "Invalid value for `coordinateUncertaintyInMeters`, must be bigger than or equal to 0."
      }

      if (!str_detect(self$`countryCode`, "^[A-Z]{2}$")) {
        invalid_fields["countryCode"] <- "Invalid value for `countryCode`, must conform to the pattern ^[A-Z]{2}$."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      if (self$`month` > 12) {
        invalid_fields["month"] <- "Invalid value for `month`, must be smaller than or equal to 12."
      }
      if (self$`month` < 1) {
        invalid_fields["month"] <- "Invalid value for `month`, must be bigger than or equal to 1."
      }

      if (self$`day` > 31) {
        invalid_fields["day"] <- "Invalid value for `day`, must be smaller than or equal to 31."
      }
      if (self$`day` < 1) {
        invalid_fields["day"] <- "Invalid value for `day`, must be bigger than or equal to 1."
      }

      if (self$`dayOfYear` > 366) {
        invalid_fields["dayOfYear"] <- "Invalid value for `dayOfYear`, must be smaller than or equal to 366."
      }
      if (self$`dayOfYear` < 1) {
        invalid_fields["dayOfYear"] <- "Invalid value for `dayOfYear`, must be bigger than or equal to 1."
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        invalid_fields["licence"] <- "Non-nullable required field `licence` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# DistributionRecord$unlock()
#
## Below is an example to define the print function
# DistributionRecord$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionRecord$lock()

