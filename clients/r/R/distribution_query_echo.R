#' Create a new DistributionQueryEcho
#'
#' @description
#' The filters as understood (values normalised: country codes upper case, ranges as min/max, the geometry as re-written WKT); null for a filter not given.
#'
#' @docType class
#' @title DistributionQueryEcho
#' @description DistributionQueryEcho Class
#' @format An \code{R6Class} generator object
#' @field q  character
#' @field source  character
#' @field hasCoordinate  character
#' @field taxonId  list(integer)
#' @field country  list(character)
#' @field family  list(character)
#' @field year  \link{OccurrenceRange}
#' @field month  \link{OccurrenceRange}
#' @field dayOfYear  \link{OccurrenceRange}
#' @field bbox minLon, minLat, maxLon, maxLat (minLon > maxLon across the antimeridian). list(numeric)
#' @field geometry  character
#' @field basisOfRecord  list(\link{BasisOfRecord})
#' @field coordinateUncertaintyInMeters  \link{OccurrenceRange}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DistributionQueryEcho <- R6::R6Class(
  "DistributionQueryEcho",
  public = list(
    `q` = NULL,
    `source` = NULL,
    `hasCoordinate` = NULL,
    `taxonId` = NULL,
    `country` = NULL,
    `family` = NULL,
    `year` = NULL,
    `month` = NULL,
    `dayOfYear` = NULL,
    `bbox` = NULL,
    `geometry` = NULL,
    `basisOfRecord` = NULL,
    `coordinateUncertaintyInMeters` = NULL,

    #' @description
    #' Initialize a new DistributionQueryEcho class.
    #'
    #' @param q q
    #' @param source source
    #' @param hasCoordinate hasCoordinate
    #' @param taxonId taxonId
    #' @param country country
    #' @param family family
    #' @param year year
    #' @param month month
    #' @param dayOfYear dayOfYear
    #' @param bbox minLon, minLat, maxLon, maxLat (minLon > maxLon across the antimeridian).
    #' @param geometry geometry
    #' @param basisOfRecord basisOfRecord
    #' @param coordinateUncertaintyInMeters coordinateUncertaintyInMeters
    #' @param ... Other optional arguments.
    initialize = function(`q`, `source`, `hasCoordinate`, `taxonId`, `country`, `family`, `year`, `month`, `dayOfYear`, `bbox`, `geometry`, `basisOfRecord`, `coordinateUncertaintyInMeters`, ...) {
      if (!missing(`q`)) {
        if (!(is.character(`q`) && length(`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", `q`))
        }
        self$`q` <- `q`
      }
      if (!missing(`source`)) {
        if (!(`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
          stop(paste("Error! \"", `source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
        }
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`hasCoordinate`)) {
        if (!(is.logical(`hasCoordinate`) && length(`hasCoordinate`) == 1)) {
          stop(paste("Error! Invalid data for `hasCoordinate`. Must be a boolean:", `hasCoordinate`))
        }
        self$`hasCoordinate` <- `hasCoordinate`
      }
      if (!missing(`taxonId`)) {
        stopifnot(is.vector(`taxonId`), length(`taxonId`) != 0)
        sapply(`taxonId`, function(x) stopifnot(is.character(x)))
        self$`taxonId` <- `taxonId`
      }
      if (!missing(`country`)) {
        stopifnot(is.vector(`country`), length(`country`) != 0)
        sapply(`country`, function(x) stopifnot(is.character(x)))
        self$`country` <- `country`
      }
      if (!missing(`family`)) {
        stopifnot(is.vector(`family`), length(`family`) != 0)
        sapply(`family`, function(x) stopifnot(is.character(x)))
        self$`family` <- `family`
      }
      if (!missing(`year`)) {
        stopifnot(R6::is.R6(`year`))
        self$`year` <- `year`
      }
      if (!missing(`month`)) {
        stopifnot(R6::is.R6(`month`))
        self$`month` <- `month`
      }
      if (!missing(`dayOfYear`)) {
        stopifnot(R6::is.R6(`dayOfYear`))
        self$`dayOfYear` <- `dayOfYear`
      }
      if (!missing(`bbox`)) {
        stopifnot(is.vector(`bbox`), length(`bbox`) != 0)
        sapply(`bbox`, function(x) stopifnot(is.character(x)))
        self$`bbox` <- `bbox`
      }
      if (!missing(`geometry`)) {
        if (!(is.character(`geometry`) && length(`geometry`) == 1)) {
          stop(paste("Error! Invalid data for `geometry`. Must be a string:", `geometry`))
        }
        self$`geometry` <- `geometry`
      }
      if (!missing(`basisOfRecord`)) {
        stopifnot(is.vector(`basisOfRecord`), length(`basisOfRecord`) != 0)
        sapply(`basisOfRecord`, function(x) stopifnot(R6::is.R6(x)))
        self$`basisOfRecord` <- `basisOfRecord`
      }
      if (!missing(`coordinateUncertaintyInMeters`)) {
        stopifnot(R6::is.R6(`coordinateUncertaintyInMeters`))
        self$`coordinateUncertaintyInMeters` <- `coordinateUncertaintyInMeters`
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
    #' @return DistributionQueryEcho as a base R list.
    #' @examples
    #' # convert array of DistributionQueryEcho (x) to a data frame
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
    #' Convert DistributionQueryEcho to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DistributionQueryEchoObject <- list()
      if (!is.null(self$`q`)) {
        DistributionQueryEchoObject[["q"]] <-
          self$`q`
      }
      if (!is.null(self$`source`)) {
        DistributionQueryEchoObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`hasCoordinate`)) {
        DistributionQueryEchoObject[["hasCoordinate"]] <-
          self$`hasCoordinate`
      }
      if (!is.null(self$`taxonId`)) {
        DistributionQueryEchoObject[["taxonId"]] <-
          self$`taxonId`
      }
      if (!is.null(self$`country`)) {
        DistributionQueryEchoObject[["country"]] <-
          self$`country`
      }
      if (!is.null(self$`family`)) {
        DistributionQueryEchoObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`year`)) {
        DistributionQueryEchoObject[["year"]] <-
          self$extractSimpleType(self$`year`)
      }
      if (!is.null(self$`month`)) {
        DistributionQueryEchoObject[["month"]] <-
          self$extractSimpleType(self$`month`)
      }
      if (!is.null(self$`dayOfYear`)) {
        DistributionQueryEchoObject[["dayOfYear"]] <-
          self$extractSimpleType(self$`dayOfYear`)
      }
      if (!is.null(self$`bbox`)) {
        DistributionQueryEchoObject[["bbox"]] <-
          self$`bbox`
      }
      if (!is.null(self$`geometry`)) {
        DistributionQueryEchoObject[["geometry"]] <-
          self$`geometry`
      }
      if (!is.null(self$`basisOfRecord`)) {
        DistributionQueryEchoObject[["basisOfRecord"]] <-
          self$extractSimpleType(self$`basisOfRecord`)
      }
      if (!is.null(self$`coordinateUncertaintyInMeters`)) {
        DistributionQueryEchoObject[["coordinateUncertaintyInMeters"]] <-
          self$extractSimpleType(self$`coordinateUncertaintyInMeters`)
      }
      return(DistributionQueryEchoObject)
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
    #' Deserialize JSON string into an instance of DistributionQueryEcho
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionQueryEcho
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`q`)) {
        self$`q` <- this_object$`q`
      }
      if (!is.null(this_object$`source`)) {
        if (!is.null(this_object$`source`) && !(this_object$`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
          stop(paste("Error! \"", this_object$`source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
        }
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`hasCoordinate`)) {
        self$`hasCoordinate` <- this_object$`hasCoordinate`
      }
      if (!is.null(this_object$`taxonId`)) {
        self$`taxonId` <- ApiClient$new()$deserializeObj(this_object$`taxonId`, "array[integer]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`country`)) {
        self$`country` <- ApiClient$new()$deserializeObj(this_object$`country`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- ApiClient$new()$deserializeObj(this_object$`family`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`year`)) {
        `year_object` <- OccurrenceRange$new()
        `year_object`$fromJSON(jsonlite::toJSON(this_object$`year`, auto_unbox = TRUE, digits = NA))
        self$`year` <- `year_object`
      }
      if (!is.null(this_object$`month`)) {
        `month_object` <- OccurrenceRange$new()
        `month_object`$fromJSON(jsonlite::toJSON(this_object$`month`, auto_unbox = TRUE, digits = NA))
        self$`month` <- `month_object`
      }
      if (!is.null(this_object$`dayOfYear`)) {
        `dayofyear_object` <- OccurrenceRange$new()
        `dayofyear_object`$fromJSON(jsonlite::toJSON(this_object$`dayOfYear`, auto_unbox = TRUE, digits = NA))
        self$`dayOfYear` <- `dayofyear_object`
      }
      if (!is.null(this_object$`bbox`)) {
        self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`geometry`)) {
        self$`geometry` <- this_object$`geometry`
      }
      if (!is.null(this_object$`basisOfRecord`)) {
        self$`basisOfRecord` <- ApiClient$new()$deserializeObj(this_object$`basisOfRecord`, "array[BasisOfRecord]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`coordinateUncertaintyInMeters`)) {
        `coordinateuncertaintyinmeters_object` <- OccurrenceRange$new()
        `coordinateuncertaintyinmeters_object`$fromJSON(jsonlite::toJSON(this_object$`coordinateUncertaintyInMeters`, auto_unbox = TRUE, digits = NA))
        self$`coordinateUncertaintyInMeters` <- `coordinateuncertaintyinmeters_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DistributionQueryEcho in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DistributionQueryEcho
    #'
    #' @param input_json the JSON input
    #' @return the instance of DistributionQueryEcho
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`q` <- this_object$`q`
      if (!is.null(this_object$`source`) && !(this_object$`source` %in% c("iodatabase", "gbif", "sierra-nevada-monitoring", "nichebarcoding", "nef-norway", "larsen-shirey"))) {
        stop(paste("Error! \"", this_object$`source`, "\" cannot be assigned to `source`. Must be \"iodatabase\", \"gbif\", \"sierra-nevada-monitoring\", \"nichebarcoding\", \"nef-norway\", \"larsen-shirey\".", sep = ""))
      }
      self$`source` <- this_object$`source`
      self$`hasCoordinate` <- this_object$`hasCoordinate`
      self$`taxonId` <- ApiClient$new()$deserializeObj(this_object$`taxonId`, "array[integer]", loadNamespace("lepidoptera"))
      self$`country` <- ApiClient$new()$deserializeObj(this_object$`country`, "array[character]", loadNamespace("lepidoptera"))
      self$`family` <- ApiClient$new()$deserializeObj(this_object$`family`, "array[character]", loadNamespace("lepidoptera"))
      self$`year` <- OccurrenceRange$new()$fromJSON(jsonlite::toJSON(this_object$`year`, auto_unbox = TRUE, digits = NA))
      self$`month` <- OccurrenceRange$new()$fromJSON(jsonlite::toJSON(this_object$`month`, auto_unbox = TRUE, digits = NA))
      self$`dayOfYear` <- OccurrenceRange$new()$fromJSON(jsonlite::toJSON(this_object$`dayOfYear`, auto_unbox = TRUE, digits = NA))
      self$`bbox` <- ApiClient$new()$deserializeObj(this_object$`bbox`, "array[numeric]", loadNamespace("lepidoptera"))
      self$`geometry` <- this_object$`geometry`
      self$`basisOfRecord` <- ApiClient$new()$deserializeObj(this_object$`basisOfRecord`, "array[BasisOfRecord]", loadNamespace("lepidoptera"))
      self$`coordinateUncertaintyInMeters` <- OccurrenceRange$new()$fromJSON(jsonlite::toJSON(this_object$`coordinateUncertaintyInMeters`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to DistributionQueryEcho and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `q`
      if (!is.null(input_json$`q`)) {
        if (!(is.character(input_json$`q`) && length(input_json$`q`) == 1)) {
          stop(paste("Error! Invalid data for `q`. Must be a string:", input_json$`q`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `q` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `source` is missing."))
      }
      # check the required field `hasCoordinate`
      if (!is.null(input_json$`hasCoordinate`)) {
        if (!(is.logical(input_json$`hasCoordinate`) && length(input_json$`hasCoordinate`) == 1)) {
          stop(paste("Error! Invalid data for `hasCoordinate`. Must be a boolean:", input_json$`hasCoordinate`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `hasCoordinate` is missing."))
      }
      # check the required field `taxonId`
      if (!is.null(input_json$`taxonId`)) {
        stopifnot(is.vector(input_json$`taxonId`), length(input_json$`taxonId`) != 0)
        tmp <- sapply(input_json$`taxonId`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `taxonId` is missing."))
      }
      # check the required field `country`
      if (!is.null(input_json$`country`)) {
        stopifnot(is.vector(input_json$`country`), length(input_json$`country`) != 0)
        tmp <- sapply(input_json$`country`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `country` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        stopifnot(is.vector(input_json$`family`), length(input_json$`family`) != 0)
        tmp <- sapply(input_json$`family`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `family` is missing."))
      }
      # check the required field `year`
      if (!is.null(input_json$`year`)) {
        stopifnot(R6::is.R6(input_json$`year`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `year` is missing."))
      }
      # check the required field `month`
      if (!is.null(input_json$`month`)) {
        stopifnot(R6::is.R6(input_json$`month`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `month` is missing."))
      }
      # check the required field `dayOfYear`
      if (!is.null(input_json$`dayOfYear`)) {
        stopifnot(R6::is.R6(input_json$`dayOfYear`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `dayOfYear` is missing."))
      }
      # check the required field `bbox`
      if (!is.null(input_json$`bbox`)) {
        stopifnot(is.vector(input_json$`bbox`), length(input_json$`bbox`) != 0)
        tmp <- sapply(input_json$`bbox`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `bbox` is missing."))
      }
      # check the required field `geometry`
      if (!is.null(input_json$`geometry`)) {
        if (!(is.character(input_json$`geometry`) && length(input_json$`geometry`) == 1)) {
          stop(paste("Error! Invalid data for `geometry`. Must be a string:", input_json$`geometry`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `geometry` is missing."))
      }
      # check the required field `basisOfRecord`
      if (!is.null(input_json$`basisOfRecord`)) {
        stopifnot(is.vector(input_json$`basisOfRecord`), length(input_json$`basisOfRecord`) != 0)
        tmp <- sapply(input_json$`basisOfRecord`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `basisOfRecord` is missing."))
      }
      # check the required field `coordinateUncertaintyInMeters`
      if (!is.null(input_json$`coordinateUncertaintyInMeters`)) {
        stopifnot(R6::is.R6(input_json$`coordinateUncertaintyInMeters`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DistributionQueryEcho: the required field `coordinateUncertaintyInMeters` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DistributionQueryEcho
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      if (length(self$`bbox`) > 4) {
        return(FALSE)
      }
      if (length(self$`bbox`) < 4) {
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
      if (length(self$`bbox`) > 4) {
        invalid_fields["bbox"] <- "Invalid length for `bbox`, number of items must be less than or equal to 4."
      }
      if (length(self$`bbox`) < 4) {
        invalid_fields["bbox"] <- "Invalid length for ``, number of items must be greater than or equal to 4."
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
# DistributionQueryEcho$unlock()
#
## Below is an example to define the print function
# DistributionQueryEcho$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DistributionQueryEcho$lock()

